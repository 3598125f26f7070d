package org.heterodox.server.mail;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends mails off the request threads: work is queued (at most {@link #CAPACITY} items) and done by one thread.
 * A full queue drops the work, a mail server's refusal or absence is logged: neither ever fails the request
 * that asked for the mail. Without an SMTP server ({@link #disabled}) nothing is sent.
 */
public final class Mailer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Mailer.class);
    public static final int CAPACITY = 1000;

    private final MailSettings settings;
    private final MailTransport transport;
    private final BlockingQueue<Runnable> queue = new ArrayBlockingQueue<>(CAPACITY);
    private final Thread worker;
    private volatile boolean running = true;

    private Mailer(MailSettings settings, MailTransport transport) {
        this.settings = settings;
        this.transport = transport;
        this.worker = transport == null ? null : new Thread(this::work, "mailer");
        if (worker != null) {
            worker.setDaemon(true);
            worker.start();
        }
    }

    public static Mailer smtp(MailSettings settings) {
        return new Mailer(settings, new SmtpTransport(settings));
    }

    /** A mailer over any transport (tests). */
    public static Mailer over(MailSettings settings, MailTransport transport) {
        return new Mailer(settings, transport);
    }

    /** A server that sends no mail: every feature that needs one says so. */
    public static Mailer disabled() {
        return new Mailer(null, null);
    }

    public boolean enabled() {
        return transport != null;
    }

    /** The settings (links, sender); only when {@link #enabled}. */
    public MailSettings settings() {
        if (settings == null) {
            throw new IllegalStateException("mail is not configured");
        }
        return settings;
    }

    /** Sends a mail later, on the mailer's thread. */
    public void send(Mail mail) {
        later(() -> deliver(mail));
    }

    /**
     * Runs work on the mailer's thread (which may look things up and send mails), so that a request that may
     * cause a mail takes the same time whether or not one is sent.
     */
    public void later(Runnable work) {
        if (!enabled()) {
            return;
        }
        if (!queue.offer(work)) {
            LOG.warn("mail queue full ({} waiting): a mail was dropped", CAPACITY);
        }
    }

    private void deliver(Mail mail) {
        try {
            transport.send(mail);
        } catch (Exception e) {
            LOG.warn("could not send a mail \"{}\": {}", mail.subject(), e.toString());
        }
    }

    private void work() {
        while (running) {
            try {
                Runnable work = queue.poll(1, TimeUnit.SECONDS);
                if (work != null) {
                    work.run();
                }
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                LOG.error("mail work failed", e);
            }
        }
    }

    @Override
    public void close() {
        running = false;
        if (worker != null) {
            worker.interrupt();
        }
    }
}
