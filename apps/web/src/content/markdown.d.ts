declare module '*.md' {
  const content: {
    html: string;
    /** Plain text, for search. */
    text: string;
    headings: { depth: number; text: string; id: string }[];
  };
  export default content;
}
