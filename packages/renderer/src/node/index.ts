export { FONT_URL_PREFIX, fontFilePath, readFontFile } from './font-files.ts';
