// The colour pairs (background, accent) of the generated demo pictures, shared by
// gen-media.mjs and gen-content-media.mjs so both sets of pictures match.
export const palette = [
  ["#0b6e4f", "#d4a017"],
  ["#1d3557", "#e63946"],
  ["#6a040f", "#ffba08"],
  ["#264653", "#2a9d8f"],
  ["#3c096c", "#ff9e00"],
  ["#283618", "#dda15e"],
  ["#03045e", "#00b4d8"],
  ["#7f5539", "#ede0d4"],
  ["#0f4c5c", "#fb8b24"],
  ["#540b0e", "#9e2a2b"],
  ["#14213d", "#fca311"],
  ["#2b2d42", "#8d99ae"],
];
