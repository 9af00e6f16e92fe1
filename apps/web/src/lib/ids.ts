const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record ids are UUIDs: a mistyped link is answered by the page, never sent to the API. */
export const isUuid = (value: string): boolean => UUID.test(value);
