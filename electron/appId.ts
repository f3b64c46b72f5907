/** electron-builder.json's appId: the Windows installer registers the shortcut with it, and notifications need it. */
export const APP_USER_MODEL_ID = 'test.wholesale.desk';
