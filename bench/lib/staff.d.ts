export type StaffRequest = (path: string, init?: RequestInit) => Promise<Response>;
export declare function client(base: string): StaffRequest;
export declare function form(fields: Record<string, string>): URLSearchParams;
export declare function createAdminIn(dataDir: string, admin: { email: string; password: string }): void;
export declare function signInAsStaff(
  base: string,
  admin: { email: string; password: string },
): Promise<StaffRequest>;
