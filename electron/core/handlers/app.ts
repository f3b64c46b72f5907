import { fail, ok } from '../../../contract/result';
import { attachmentLimit, tooLarge } from '../api/attachments';
import { DONE } from '../api/common';
import { getGlobal } from '../api/shop';
import type { CoreDeps, Handlers } from '../deps';
import type { FileRegistry } from '../files';
import type { StoreHolder } from '../store-holder';
import { checkExternalUrl, normaliseStoreUrl } from '../urls';
import { OPEN_FILE_NEEDS_DESKTOP } from './desktop-only';
import { coreText } from '../language/core-text';

type AppHandlers = Pick<
  Handlers,
  'app:getStoreUrl' | 'app:setStoreUrl' | 'app:openExternal' | 'app:takeNotices' | 'app:scanner' | 'app:takeLaunchPath' | 'files:pickAttachment'
>;

const NO_STORE = () => coreText('no_store_here');
const invalidUrl = (message: string) => fail({ kind: 'validation', message, fields: { url: [message] } });

export function appHandlers(deps: CoreDeps, holder: StoreHolder, files: FileRegistry): AppHandlers {
  let launchPath = deps.launchPath ?? null;

  return {
    'app:getStoreUrl': async () => ok({ url: holder.url() }),

    // The address is only saved once a store has answered /_api/global in the expected shape.
    'app:setStoreUrl': async ({ url }) => {
      const checked = normaliseStoreUrl(url);
      if (!checked.ok) return invalidUrl(checked.message);
      const current = holder.connection();
      const same = current !== null && new URL(current.baseUrl).origin === checked.url;
      const candidate = same ? current : holder.probeConnection(checked.url);
      const answer = await getGlobal(candidate);
      // A store that asks for a redirect (e.g. a closed shop) is still a store.
      const isStore = answer.ok || answer.error.redirect_url !== undefined;
      if (!isStore) {
        if (!same) candidate.dispose();
        return invalidUrl(NO_STORE());
      }
      deps.settings.set({ storeUrl: checked.url });
      holder.adopt(checked.url, same ? undefined : candidate);
      return ok({ url: checked.url });
    },

    'app:openExternal': async ({ url }) => {
      const checked = checkExternalUrl(url);
      if (!checked.ok) return fail({ kind: 'refused', message: checked.message });
      try {
        await deps.openExternal(checked.url);
        return ok(DONE);
      } catch {
        return fail({ kind: 'server', message: coreText('link_not_opened') });
      }
    },

    'app:takeNotices': async () => {
      const notices = (deps.settings.notices?.splice(0) ?? []).map((say) => say());
      return ok({ notices });
    },

    'app:scanner': async () => {
      const { scanner } = deps.settings.get();
      return ok({ minLength: scanner.minLength, maxGapMs: scanner.maxGapMs, kiosk: deps.kiosk ?? false });
    },

    'app:takeLaunchPath': async () => {
      const path = launchPath;
      launchPath = null;
      return ok({ path });
    },

    'files:pickAttachment': async () => {
      if (!deps.filePicker) return fail({ kind: 'refused', message: OPEN_FILE_NEEDS_DESKTOP() });
      const file = await deps.filePicker.pick();
      if (!file) return ok({ file: null });
      // Told at once, before the buyer types a title or waits for an upload; with no limit set, the store decides.
      const refused = tooLarge(file.size, attachmentLimit(deps.settings.get()));
      if (refused) return refused;
      return ok({ file: { id: files.add(file), name: file.name, size: file.size } });
    },
  };
}
