import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isPublicAddress } from "./public-address";

describe("isPublicAddress", () => {
  it("refuses every address that reaches inside a network", () => {
    const inside = [
      "127.0.0.1", "127.255.0.9", "10.0.0.1", "10.255.255.255", "172.16.0.1", "172.31.255.254", "192.168.1.1", "100.64.0.1", "100.127.255.255",
      "169.254.169.254", "169.254.0.1", "0.0.0.0", "0.1.2.3", "224.0.0.1", "239.255.255.250", "255.255.255.255", "240.0.0.1", "192.0.2.5", "198.18.0.1",
      "::1", "::", "fe80::1", "fe80::1%eth0", "fc00::1", "fdaa::2", "fdaa:0:1:a7b:123::2", "fd00:ec2::254", "ff02::1", "2001:db8::1",
      "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:10.0.0.1", "::ffff:169.254.169.254", "::127.0.0.1", "64:ff9b::a9fe:a9fe", "2002:7f00:1::1", "2002:a00:1::",
      "not an address", "example.com",
    ];
    expect(inside.filter(isPublicAddress)).toEqual([]);
  });

  it("lets public unicast addresses through", () => {
    const outside = ["93.184.216.34", "8.8.8.8", "172.15.255.255", "172.32.0.1", "100.63.255.255", "100.128.0.1", "169.253.255.255", "2606:4700::6810:84e5", "2a00:1450:4001:80b::200e", "::ffff:8.8.8.8", "2002:808:808::1"];
    expect(outside.filter((address) => !isPublicAddress(address))).toEqual([]);
  });
});

describe("isLoopbackAddress", () => {
  it("is true for loopback only", () => {
    expect(["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"].every(isLoopbackAddress)).toBe(true);
    expect(["10.0.0.1", "169.254.169.254", "::", "fe80::1", "93.184.216.34", "::2"].some(isLoopbackAddress)).toBe(false);
  });
});
