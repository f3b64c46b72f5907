import { describe, expect, it } from 'vitest';
import { createFileOpener } from '../../electron/adapters/fileOpener';

describe('opening a saved PDF through the desktop shell', () => {
  it("opens with the system's reader and shows the folder, and fails with the system's reason", async () => {
    const asked: string[] = [];
    let reason = '';
    const opener = createFileOpener({
      openPath: async (path) => (asked.push(`open ${path}`), reason),
      showItemInFolder: (path) => void asked.push(`folder ${path}`),
    });
    await opener.open('/home/dee/Quote.pdf');
    await opener.reveal('/home/dee/Quote.pdf');
    expect(asked).toEqual(['open /home/dee/Quote.pdf', 'folder /home/dee/Quote.pdf']);
    reason = 'No application is associated with the file';
    await expect(opener.open('/home/dee/Quote.pdf')).rejects.toThrow(reason);
  });
});
