export declare const trayBaseSize: number;
export declare const trayScales: number[];
export declare const macTrayScales: number[];
export declare const windowsTraySizes: number[];
