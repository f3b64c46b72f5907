import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import { createBridge } from '../contract/bridge';
import { askLaunchQuestionsEarly } from '../contract/launchQuestions';
import type { EventName } from '../contract/contract';
import { eventNames as contractEvents } from '../contract/channelNames';

/**
 * The preload: `window.storefront` with one function per contract channel and nothing else, built by the
 * same createBridge the e2e harness uses. The page never sees ipcRenderer; events can be
 * subscribed to only by their contract names.
 */
const eventNames = new Set<string>(contractEvents);

contextBridge.exposeInMainWorld(
  'storefront',
  createBridge(
    askLaunchQuestionsEarly((channel, input) => ipcRenderer.invoke(channel, input)),
    (event: EventName, listener) => {
      if (!eventNames.has(event)) return () => undefined;
      const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
      ipcRenderer.on(event, forward);
      return () => {
        ipcRenderer.removeListener(event, forward);
      };
    },
    // Only here, in the preload's world, does a dropped File become a path ('' for a page-made File).
    (file) => webUtils.getPathForFile(file as Parameters<typeof webUtils.getPathForFile>[0]),
  ),
);
