/** What the runner and its workers say to each other (structured clone, one job at a time). */

export interface JobMessage {
  id: number;
  module: string;
  exportName: string;
  input: unknown;
}

export type ReplyMessage =
  { kind: 'ready' } | { kind: 'done'; id: number; output: unknown } | { kind: 'failed'; id: number; message: string };
