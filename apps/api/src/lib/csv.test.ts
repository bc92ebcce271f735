import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './csv.ts';

describe('the hub’s CSV files', () => {
  it('disarms what a spreadsheet would run, and quotes only what needs it', () => {
    expect(['=1+2', '+45 70 20 30 40', '-5', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+2",
      "'+45 70 20 30 40",
      "'-5",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(csvCell('Strandvejen 12, Hellerup')).toBe('"Strandvejen 12, Hellerup"');
    expect(csvCell('the "good" room')).toBe('"the ""good"" room"');
    expect(csvCell('Søndergade')).toBe('Søndergade');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('writes a byte order mark, a header and Windows line ends', () => {
    expect(csvFile(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa,b\r\n1,x\r\n');
  });
});
