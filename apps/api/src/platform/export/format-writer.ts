/** What each format implements: the header, then batches of rows, then the end of the file. */
export interface FormatWriter<Row> {
  start: () => void | Promise<void>;
  write: (rows: readonly Row[]) => void | Promise<void>;
  end: () => Promise<void>;
}
