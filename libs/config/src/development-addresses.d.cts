/** development-addresses.cjs: development's addresses, moved with PORT, filled in where the environment leaves them unset. */
export declare function withDevelopmentAddresses(env: NodeJS.ProcessEnv, options?: { runMailCatcher?: boolean }): NodeJS.ProcessEnv;
