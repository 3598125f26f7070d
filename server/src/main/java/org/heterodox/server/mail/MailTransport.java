package org.heterodox.server.mail;

/** Hands a mail to a mail server; throws when the server refuses it or cannot be reached. */
public interface MailTransport {
    void send(Mail mail) throws Exception;
}
