// Shared CSS for every island, adopted once per page before the first island mounts.
export const BASE_CSS = `
.sfi-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;
