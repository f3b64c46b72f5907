import { ownerHash, type CustomerOwner } from '../../../electron/core/customer-files';
import { writeFileAtomic } from '../../../electron/core/atomic-file';
import { answerPath } from '../../../electron/core/local-data/earlier-files/offline-answers';

/** An offline answer file as the earlier version wrote it (its writer, kept here for import tests). */
export async function writeOldAnswer(dataDir: string, owner: CustomerOwner, key: string, data: unknown, seenAt = new Date()): Promise<string> {
  const path = answerPath(dataDir, owner, key);
  writeFileAtomic(path, JSON.stringify({ version: 1, owner: ownerHash(owner), key, seen_at: seenAt.toISOString(), data }));
  return path;
}
