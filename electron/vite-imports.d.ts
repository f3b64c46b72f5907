// electron-vite's import suffixes (`?modulePath`: a worker's built file) for the main process.
/// <reference types="electron-vite/node" />
