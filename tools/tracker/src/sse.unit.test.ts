import { describe, expect, it } from 'vitest';
import { EventStreamParser } from './sse.js';

describe('EventStreamParser', () => {
  it('assembles events split across chunks and skips keep-alive comments', () => {
    const parser = new EventStreamParser();
    expect(parser.push(': keep-alive\n\nevent: comm')).toEqual([]);
    expect(parser.push('and\r\ndata: {"id":"1",\ndata: "type":"CAPTURE_SCREENSHOT"}\n\n')).toEqual([
      { event: 'command', data: '{"id":"1",\n"type":"CAPTURE_SCREENSHOT"}' },
    ]);
    expect(parser.push('data: plain\n\n')).toEqual([{ event: 'message', data: 'plain' }]);
  });
});
