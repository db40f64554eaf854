import net from "node:net";

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A local SMTP server that accepts everything and keeps what it received, so the SMTP mail
 * driver can be tested without a network. `failNext(n)` makes it refuse the next n messages
 * with a temporary error (451) at the end of their data, as a mail server that is struggling.
 */
export async function startFakeSmtp(listenPort = 0): Promise<{
  port: number;
  received: ReceivedMail[];
  /** How many messages were refused so far. */
  refused: () => number;
  failNext: (n: number) => void;
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  let failures = 0;
  let refused = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let buffer = "";
    let inData = false;
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 fake-smtp ready");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (failures > 0) {
            failures -= 1;
            refused += 1;
            mail = { from: "", to: [], data: "" };
            reply("451 4.3.0 Temporary failure, try again later");
            continue;
          }
          received.push(mail);
          mail = { from: "", to: [], data: "" };
          reply("250 OK queued");
          continue;
        }
        const nl = buffer.indexOf("\r\n");
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 fake-smtp");
        else if (verb === "MAIL") {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          reply("250 OK");
        } else if (verb === "RCPT") {
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
        } else reply("250 OK");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    received,
    refused: () => refused,
    failNext: (n) => {
      failures = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
