export declare const DEFAULT_MAP_STYLE_URL: string;
