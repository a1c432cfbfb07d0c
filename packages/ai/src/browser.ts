/**
 * What the web app may import as values: pure text helpers with no document parsers or
 * providers behind them (the main entry pulls in ≈ 1.4 MB of those).
 */
export { hashtags, keywordsOf } from './composer/keywords.ts';
