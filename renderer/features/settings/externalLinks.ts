/** Outside pages the settings screens link to; they open in a new tab. */
export const supportUrl = 'https://github.com/hearth-dashboard/hearth/issues';
export const donateUrl = 'https://github.com/sponsors/hearth-dashboard';
export const projectUrl = 'https://github.com/hearth-dashboard/hearth';
