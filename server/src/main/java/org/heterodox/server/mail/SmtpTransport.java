package org.heterodox.server.mail;

import jakarta.mail.Message;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.nio.charset.StandardCharsets;
import java.util.Date;
import java.util.Properties;

/** Sends mail through an SMTP server with Jakarta Mail: STARTTLS whenever the server offers it, bounded timeouts. */
public final class SmtpTransport implements MailTransport {
    private static final String TIMEOUT_MS = "20000";

    private final MailSettings settings;
    private final Session session;

    public SmtpTransport(MailSettings settings) {
        this.settings = settings;
        Properties properties = new Properties();
        properties.put("mail.smtp.host", settings.host());
        properties.put("mail.smtp.port", String.valueOf(settings.port()));
        properties.put("mail.smtp.starttls.enable", "true");
        properties.put("mail.smtp.auth", String.valueOf(settings.user() != null));
        properties.put("mail.smtp.connectiontimeout", TIMEOUT_MS);
        properties.put("mail.smtp.timeout", TIMEOUT_MS);
        properties.put("mail.smtp.writetimeout", TIMEOUT_MS);
        this.session = Session.getInstance(properties);
    }

    @Override
    public void send(Mail mail) throws Exception {
        MimeMessage message = new MimeMessage(session);
        message.setFrom(new InternetAddress(settings.from(), "Heterodox", StandardCharsets.UTF_8.name()));
        message.setRecipient(Message.RecipientType.TO, new InternetAddress(mail.to(), true));
        message.setSubject(mail.subject(), StandardCharsets.UTF_8.name());
        message.setSentDate(new Date());
        message.setText(mail.text(), StandardCharsets.UTF_8.name());
        if (mail.unsubscribeUrl() != null) {
            // RFC 8058: mail programs offer a one-click unsubscribe, POSTing to the link.
            message.setHeader("List-Unsubscribe", "<" + mail.unsubscribeUrl() + ">");
            message.setHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
        }
        if (settings.user() == null) {
            Transport.send(message);
        } else {
            Transport.send(message, settings.user(), settings.password());
        }
    }
}
