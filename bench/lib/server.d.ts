export declare function requireProductionBuild(buildDir?: string): void;
export interface ProductionServer {
  url: string;
  dataDir: string;
  pid: number;
  stop(options?: { keepData?: boolean }): Promise<void>;
}
export declare function startProductionServer(options: {
  port: number;
  buildDir?: string;
  env?: Record<string, string>;
  prepare?: (dataDir: string) => void | Promise<void>;
}): Promise<ProductionServer>;
