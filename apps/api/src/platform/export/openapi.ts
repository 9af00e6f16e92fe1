import { z } from 'zod';
import { ERROR_RESPONSES } from '../openapi.ts';

/** The documented answers of an export route: the file in the chosen format, or an error. */
export function exportResponses(what: string) {
  return {
    200: {
      description: `${what}: CSV (RFC 4180, UTF-8 with a byte-order mark), XLSX or PDF, as \`format\` asks`,
      content: {
        'text/csv': { schema: z.string() },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
          schema: z.string(),
        },
        'application/pdf': { schema: z.string() },
      },
    },
    ...ERROR_RESPONSES,
  };
}
