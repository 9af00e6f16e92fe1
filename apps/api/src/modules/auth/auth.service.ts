/** The spec's test endpoint (POST /au): echoes its input, proving a body reaches the API and back. */
export function echoInput(input: string) {
  return { msg: `Received: ${input}` };
}
