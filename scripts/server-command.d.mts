export declare const SERVER_NODE_FLAGS: string[];
export declare const BUILT_SERVER_ARGS: string[];
