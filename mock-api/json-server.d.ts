declare module 'json-server' {
  import type { Express, RequestHandler } from 'express';
  interface DefaultsOptions {
    static?: string;
    logger?: boolean;
    bodyParser?: boolean;
    noCors?: boolean;
    readOnly?: boolean;
  }
  const jsonServer: {
    create(): Express;
    defaults(options?: DefaultsOptions): RequestHandler[];
    bodyParser: RequestHandler[];
    rewriter(routes: Record<string, string>): RequestHandler;
  };
  export default jsonServer;
}
