// Issue 14, items 3, 4 and 6: the address the sign-on's limits count is the connection's, or behind
// a trusted proxy (TRUST_PROXY) the one that proxy appended to X-Forwarded-For, never one the client wrote.
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress } from "../../server/http/client-address";

const req = (remoteAddress: string, xff?: string) =>
  ({ socket: { remoteAddress }, headers: xff === undefined ? {} : { "x-forwarded-for": xff } }) as unknown as IncomingMessage;

describe("clientAddress", () => {
  it("without TRUST_PROXY is the connection's address, whatever X-Forwarded-For says", () => {
    expect(clientAddress(req("::ffff:192.0.2.7", "203.0.113.9"), false)).toBe("192.0.2.7");
  });

  it("behind a trusted proxy is the last X-Forwarded-For entry (the one the proxy added)", () => {
    expect(clientAddress(req("10.0.0.2", "1.2.3.4, 203.0.113.9"), true)).toBe("203.0.113.9");
    expect(clientAddress(req("10.0.0.2", "198.51.100.4"), true)).toBe("198.51.100.4");
  });

  it("behind a trusted proxy that sent no X-Forwarded-For is the connection's address", () => {
    expect(clientAddress(req("10.0.0.2"), true)).toBe("10.0.0.2");
  });
});
