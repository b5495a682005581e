declare const FileCacheHandler: new (ctx: object) => unknown;
export default FileCacheHandler;
