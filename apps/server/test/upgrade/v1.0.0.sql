-- The database release v1.0.0 (commit 23485f9655953301475fb64368701ad622575d1d) leaves behind: its migrations, its
-- reference data and its demo data, written by its own server on PostgreSQL.
-- Made by scripts/release-dump.mjs; loaded by apps/server/test/upgrade/upgrade.pg.test.ts.
--
-- PostgreSQL database dump
--


-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: drizzle; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA drizzle;


--
-- Name: pg_trgm; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;


--
-- Name: EXTENSION pg_trgm; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';


--
-- Name: app_clock(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.app_clock() RETURNS timestamp with time zone
    LANGUAGE sql
    AS $$ SELECT clock_timestamp() $$;


--
-- Name: app_now(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.app_now() RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    AS $$ SELECT now() $$;


--
-- Name: dashboard_months_touch(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.dashboard_months_touch() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "dashboard_months" ("month", "version")
    SELECT DISTINCT date_trunc('month', "published_at" AT TIME ZONE 'Europe/Kyiv')::date, 1 FROM "old_rows"
    WHERE "published_at" IS NOT NULL AND "status" NOT IN ('draft', 'published')
    ON CONFLICT ("month") DO UPDATE SET "version" = "dashboard_months"."version" + 1;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "dashboard_months" ("month", "version")
    SELECT DISTINCT date_trunc('month', "published_at" AT TIME ZONE 'Europe/Kyiv')::date, 1 FROM "new_rows"
    WHERE "published_at" IS NOT NULL AND "status" NOT IN ('draft', 'published')
    ON CONFLICT ("month") DO UPDATE SET "version" = "dashboard_months"."version" + 1;
  END IF;
  RETURN NULL;
END $$;


--
-- Name: offer_write_gate(integer, boolean, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.offer_write_gate(p_tender_id integer, p_exclusive boolean, p_organization_id integer) RETURNS TABLE(gate_status text, gate_deadline timestamp with time zone, gate_head text, gate_verified boolean, gate_at timestamp with time zone)
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF p_exclusive THEN
    PERFORM 1 FROM tenders t WHERE t.id = p_tender_id FOR UPDATE;
  ELSE
    PERFORM 1 FROM tenders t WHERE t.id = p_tender_id FOR SHARE;
  END IF;
  -- A new command of a volatile function: it sees what committed while this one waited.
  RETURN QUERY
    SELECT t.status, t.offers_deadline, t.history_head,
           (SELECT o.is_verify AND NOT o.is_blocked FROM organizations o WHERE o.id = p_organization_id),
           app_clock()
    FROM tenders t
    WHERE t.id = p_tender_id;
END
$$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: __drizzle_migrations; Type: TABLE; Schema: drizzle; Owner: -
--

CREATE TABLE drizzle.__drizzle_migrations (
    id integer NOT NULL,
    hash text NOT NULL,
    created_at bigint
);


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE; Schema: drizzle; Owner: -
--

CREATE SEQUENCE drizzle.__drizzle_migrations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE OWNED BY; Schema: drizzle; Owner: -
--

ALTER SEQUENCE drizzle.__drizzle_migrations_id_seq OWNED BY drizzle.__drizzle_migrations.id;


--
-- Name: app_secrets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.app_secrets (
    name text NOT NULL,
    value text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: channel_options; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.channel_options (
    id integer NOT NULL,
    kind text NOT NULL,
    name text NOT NULL,
    sort integer DEFAULT 0 NOT NULL,
    is_active boolean DEFAULT true NOT NULL
);


--
-- Name: channel_options_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.channel_options_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: channel_options_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.channel_options_id_seq OWNED BY public.channel_options.id;


--
-- Name: dashboard_month_facts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dashboard_month_facts (
    month date NOT NULL,
    grain smallint NOT NULL,
    region_id integer,
    physics_id integer,
    status text NOT NULL,
    tenders integer NOT NULL,
    unsealed integer NOT NULL,
    days numeric,
    decided integer NOT NULL,
    offers integer NOT NULL,
    single integer NOT NULL,
    offers_0 integer NOT NULL,
    offers_1 integer NOT NULL,
    offers_2 integer NOT NULL,
    offers_3 integer NOT NULL,
    offers_4 integer NOT NULL,
    offers_5 integer NOT NULL,
    winners integer NOT NULL,
    price_per_mbps numeric,
    price_per_mbps_count integer NOT NULL,
    savings numeric,
    budget numeric,
    savings_tenders integer NOT NULL
);


--
-- Name: dashboard_month_providers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dashboard_month_providers (
    month date NOT NULL,
    grain smallint NOT NULL,
    region_id integer,
    physics_id integer,
    organization_id integer NOT NULL,
    participations integer NOT NULL,
    wins integer NOT NULL
);


--
-- Name: dashboard_months; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dashboard_months (
    month date NOT NULL,
    version integer DEFAULT 0 NOT NULL,
    computed_version integer
);


--
-- Name: documents; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.documents (
    id integer NOT NULL,
    tender_id integer NOT NULL,
    offer_id integer,
    file_name text NOT NULL,
    content_type text NOT NULL,
    size_bytes integer NOT NULL,
    sha256 text NOT NULL,
    storage_key text NOT NULL,
    uploaded_by integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    library_file_id integer
);


--
-- Name: documents_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.documents_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: documents_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.documents_id_seq OWNED BY public.documents.id;


--
-- Name: email_outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.email_outbox (
    id integer NOT NULL,
    "to" text[] NOT NULL,
    cc text[] DEFAULT '{}'::text[] NOT NULL,
    subject text NOT NULL,
    html text NOT NULL,
    text text NOT NULL,
    template text NOT NULL,
    tender_id integer,
    status text DEFAULT 'queued'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    public_id uuid DEFAULT gen_random_uuid() NOT NULL,
    smtp_response text,
    message_id text,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    locked_until timestamp with time zone,
    resend_of integer,
    requested_by integer
);


--
-- Name: email_outbox_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.email_outbox_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: email_outbox_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.email_outbox_id_seq OWNED BY public.email_outbox.id;


--
-- Name: faq_articles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.faq_articles (
    id integer NOT NULL,
    slug text NOT NULL,
    section text NOT NULL,
    title text NOT NULL,
    body_html text NOT NULL,
    body_text text DEFAULT ''::text NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    published boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by integer,
    search_text text GENERATED ALWAYS AS (lower(((title || ' '::text) || body_text))) STORED NOT NULL
);


--
-- Name: faq_articles_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.faq_articles_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: faq_articles_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.faq_articles_id_seq OWNED BY public.faq_articles.id;


--
-- Name: feedback_messages; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.feedback_messages (
    id integer NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    topic text NOT NULL,
    message text NOT NULL,
    user_id integer,
    status text DEFAULT 'new'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by integer,
    search_text text GENERATED ALWAYS AS (lower(((((name || ' '::text) || email) || ' '::text) || message))) STORED NOT NULL
);


--
-- Name: feedback_messages_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.feedback_messages_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: feedback_messages_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.feedback_messages_id_seq OWNED BY public.feedback_messages.id;


--
-- Name: feedback_replies; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.feedback_replies (
    id integer NOT NULL,
    feedback_id integer NOT NULL,
    body text NOT NULL,
    author_id integer NOT NULL,
    email_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: feedback_replies_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.feedback_replies_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: feedback_replies_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.feedback_replies_id_seq OWNED BY public.feedback_replies.id;


--
-- Name: history_notifications; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.history_notifications (
    history_id bigint NOT NULL,
    letters integer DEFAULT 0 NOT NULL,
    processed_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: it_managers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.it_managers (
    id integer NOT NULL,
    region_id integer NOT NULL,
    full_name text NOT NULL,
    "position" text DEFAULT ''::text NOT NULL,
    email text NOT NULL,
    phone text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: it_managers_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.it_managers_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: it_managers_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.it_managers_id_seq OWNED BY public.it_managers.id;


--
-- Name: library_files; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.library_files (
    id integer NOT NULL,
    folder_id integer,
    file_name text NOT NULL,
    content_type text NOT NULL,
    size_bytes integer NOT NULL,
    sha256 text NOT NULL,
    storage_key text NOT NULL,
    uploaded_by integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    hidden_at timestamp with time zone,
    search_text text GENERATED ALWAYS AS (lower(file_name)) STORED NOT NULL
);


--
-- Name: library_files_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.library_files_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: library_files_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.library_files_id_seq OWNED BY public.library_files.id;


--
-- Name: library_folders; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.library_folders (
    id integer NOT NULL,
    parent_id integer,
    name text NOT NULL,
    created_by integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: library_folders_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.library_folders_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: library_folders_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.library_folders_id_seq OWNED BY public.library_folders.id;


--
-- Name: mail_account; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mail_account (
    id integer DEFAULT 1 NOT NULL,
    host text NOT NULL,
    port integer NOT NULL,
    security text NOT NULL,
    username text DEFAULT ''::text NOT NULL,
    from_name text NOT NULL,
    from_address text NOT NULL,
    password_cipher text,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by integer
);


--
-- Name: offers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.offers (
    id integer NOT NULL,
    tender_id integer NOT NULL,
    organization_id integer NOT NULL,
    author_id integer NOT NULL,
    monthly_price numeric(14,2) NOT NULL,
    installation_price numeric(14,2) NOT NULL,
    vat_included boolean DEFAULT true NOT NULL,
    bandwidth_mbps integer NOT NULL,
    physics_id integer,
    interface_id integer,
    protocol_id integer,
    connection_days integer NOT NULL,
    contract_months integer NOT NULL,
    sla_availability numeric(6,3) NOT NULL,
    comment text DEFAULT ''::text NOT NULL,
    status text DEFAULT 'draft'::text NOT NULL,
    submitted_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    version integer DEFAULT 1 NOT NULL
);
ALTER TABLE ONLY public.offers ALTER COLUMN organization_id SET STATISTICS 1000;


--
-- Name: offers_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.offers_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: offers_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.offers_id_seq OWNED BY public.offers.id;


--
-- Name: organization_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.organization_events (
    id integer NOT NULL,
    organization_id integer,
    user_id integer,
    actor_id integer,
    action text NOT NULL,
    reason text,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: organization_events_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.organization_events_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: organization_events_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.organization_events_id_seq OWNED BY public.organization_events.id;


--
-- Name: organizations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.organizations (
    id integer NOT NULL,
    name text NOT NULL,
    brand text DEFAULT ''::text NOT NULL,
    edr character varying(10) NOT NULL,
    ipn character varying(12) DEFAULT ''::character varying NOT NULL,
    website text DEFAULT ''::text NOT NULL,
    accounting_contacts text DEFAULT ''::text NOT NULL,
    technical_support_contacts text DEFAULT ''::text NOT NULL,
    accounting_emails text DEFAULT ''::text NOT NULL,
    technical_emails text DEFAULT ''::text NOT NULL,
    is_fop boolean DEFAULT false NOT NULL,
    is_pipeline boolean DEFAULT false NOT NULL,
    is_paper_less boolean DEFAULT false NOT NULL,
    is_blocked boolean DEFAULT false NOT NULL,
    blocked_reason text,
    is_verify boolean DEFAULT false NOT NULL,
    verified_at timestamp with time zone,
    verified_by integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: organizations_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.organizations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: organizations_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.organizations_id_seq OWNED BY public.organizations.id;


--
-- Name: password_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.password_tokens (
    id integer NOT NULL,
    token_hash text NOT NULL,
    user_id integer NOT NULL,
    purpose text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: password_tokens_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.password_tokens_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: password_tokens_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.password_tokens_id_seq OWNED BY public.password_tokens.id;


--
-- Name: questions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.questions (
    id integer NOT NULL,
    tender_id integer NOT NULL,
    organization_id integer NOT NULL,
    asked_by integer NOT NULL,
    question text NOT NULL,
    answer text,
    answered_by integer,
    asked_at timestamp with time zone DEFAULT now() NOT NULL,
    answered_at timestamp with time zone
);


--
-- Name: questions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.questions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: questions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.questions_id_seq OWNED BY public.questions.id;


--
-- Name: regions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.regions (
    id integer NOT NULL,
    name text NOT NULL,
    sort integer DEFAULT 0 NOT NULL
);


--
-- Name: regions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.regions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: regions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.regions_id_seq OWNED BY public.regions.id;


--
-- Name: sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sessions (
    id text NOT NULL,
    user_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_seen_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    ip text,
    user_agent text
);


--
-- Name: settings_changes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.settings_changes (
    id integer NOT NULL,
    area text NOT NULL,
    action text NOT NULL,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    actor_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: settings_changes_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.settings_changes_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: settings_changes_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.settings_changes_id_seq OWNED BY public.settings_changes.id;


--
-- Name: tender_history; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tender_history (
    id bigint NOT NULL,
    tender_id integer NOT NULL,
    actor_id integer,
    actor_role text NOT NULL,
    action text NOT NULL,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    prev_hash text,
    hash text NOT NULL,
    nonce text
);


--
-- Name: tender_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.tender_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: tender_history_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.tender_history_id_seq OWNED BY public.tender_history.id;


--
-- Name: tender_number_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.tender_number_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: tenders; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tenders (
    id integer NOT NULL,
    number text NOT NULL,
    title text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    region_id integer NOT NULL,
    branch_name text NOT NULL,
    address text NOT NULL,
    bandwidth_mbps integer NOT NULL,
    physics_id integer,
    interface_id integer,
    protocol_id integer,
    connection_date date NOT NULL,
    contract_months integer NOT NULL,
    budget_monthly numeric(14,2),
    offers_deadline timestamp with time zone NOT NULL,
    min_offers integer DEFAULT 1 NOT NULL,
    status text DEFAULT 'draft'::text NOT NULL,
    status_reason text,
    created_by integer NOT NULL,
    published_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    history_head text,
    search_text text GENERATED ALWAYS AS (lower(((((((number || ' '::text) || title) || ' '::text) || branch_name) || ' '::text) || address))) STORED NOT NULL,
    reminder_queued_at timestamp with time zone,
    decided_at timestamp with time zone
);


--
-- Name: tenders_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.tenders_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: tenders_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.tenders_id_seq OWNED BY public.tenders.id;


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id integer NOT NULL,
    email text NOT NULL,
    password_hash text,
    first_name text DEFAULT ''::text NOT NULL,
    last_name text DEFAULT ''::text NOT NULL,
    phones text[] DEFAULT '{}'::text[] NOT NULL,
    notification boolean DEFAULT true NOT NULL,
    role text NOT NULL,
    bank_roles text[] DEFAULT '{}'::text[] NOT NULL,
    organization_id integer,
    is_active boolean DEFAULT true NOT NULL,
    last_sign_in_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: users_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: users_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.users_id_seq OWNED BY public.users.id;


--
-- Name: __drizzle_migrations id; Type: DEFAULT; Schema: drizzle; Owner: -
--

ALTER TABLE ONLY drizzle.__drizzle_migrations ALTER COLUMN id SET DEFAULT nextval('drizzle.__drizzle_migrations_id_seq'::regclass);


--
-- Name: channel_options id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.channel_options ALTER COLUMN id SET DEFAULT nextval('public.channel_options_id_seq'::regclass);


--
-- Name: documents id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents ALTER COLUMN id SET DEFAULT nextval('public.documents_id_seq'::regclass);


--
-- Name: email_outbox id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_outbox ALTER COLUMN id SET DEFAULT nextval('public.email_outbox_id_seq'::regclass);


--
-- Name: faq_articles id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.faq_articles ALTER COLUMN id SET DEFAULT nextval('public.faq_articles_id_seq'::regclass);


--
-- Name: feedback_messages id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.feedback_messages ALTER COLUMN id SET DEFAULT nextval('public.feedback_messages_id_seq'::regclass);


--
-- Name: feedback_replies id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.feedback_replies ALTER COLUMN id SET DEFAULT nextval('public.feedback_replies_id_seq'::regclass);


--
-- Name: it_managers id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.it_managers ALTER COLUMN id SET DEFAULT nextval('public.it_managers_id_seq'::regclass);


--
-- Name: library_files id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_files ALTER COLUMN id SET DEFAULT nextval('public.library_files_id_seq'::regclass);


--
-- Name: library_folders id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_folders ALTER COLUMN id SET DEFAULT nextval('public.library_folders_id_seq'::regclass);


--
-- Name: offers id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offers ALTER COLUMN id SET DEFAULT nextval('public.offers_id_seq'::regclass);


--
-- Name: organization_events id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organization_events ALTER COLUMN id SET DEFAULT nextval('public.organization_events_id_seq'::regclass);


--
-- Name: organizations id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organizations ALTER COLUMN id SET DEFAULT nextval('public.organizations_id_seq'::regclass);


--
-- Name: password_tokens id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.password_tokens ALTER COLUMN id SET DEFAULT nextval('public.password_tokens_id_seq'::regclass);


--
-- Name: questions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.questions ALTER COLUMN id SET DEFAULT nextval('public.questions_id_seq'::regclass);


--
-- Name: regions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.regions ALTER COLUMN id SET DEFAULT nextval('public.regions_id_seq'::regclass);


--
-- Name: settings_changes id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.settings_changes ALTER COLUMN id SET DEFAULT nextval('public.settings_changes_id_seq'::regclass);


--
-- Name: tender_history id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tender_history ALTER COLUMN id SET DEFAULT nextval('public.tender_history_id_seq'::regclass);


--
-- Name: tenders id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tenders ALTER COLUMN id SET DEFAULT nextval('public.tenders_id_seq'::regclass);


--
-- Name: users id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users ALTER COLUMN id SET DEFAULT nextval('public.users_id_seq'::regclass);


--
-- Data for Name: __drizzle_migrations; Type: TABLE DATA; Schema: drizzle; Owner: -
--

INSERT INTO drizzle.__drizzle_migrations VALUES
	(1, 'bb6079a9eede402033e3854a68cd723db855b16f2d09a85ee8b31dc1dec07a18', 1795346552956),
	(2, 'e88ac7d8b63619cd74ae1d1c22e508566735dfe8152055d17657e304975b5802', 1795350662227),
	(3, 'cd53c9526c072440b084e7f58001e5ad73a2291e77c4c80ed947f639aca14fc4', 1795350962451),
	(4, '0e2c038e5e0366592959620552d44acff757e87e020f6123a637d7cafee0a922', 1795354558482),
	(5, '99df9635a3d8eb851213049fe3680f7224296c41dd96bd9859c1d1b29e709099', 1795361429317),
	(6, 'b8e7228db5c9dbdd94afff95a4982db256a29a5222a9d8b9eb92fe2e1596e0a0', 1795548118806),
	(7, 'a2bee80e80a4119ac5309b0d21ab335c439bd0dd504509297c3d0f055e1d62a3', 1795556174703),
	(8, 'f362a397152c8b13ab9be185a8647c4999e689d6b36e42f8b18c1a2184060f9c', 1795570997285),
	(9, '1f54b6aa0962991cc316fc9aeff65e91611785a5a0cf8e58582c1137a92411ab', 1795581453158),
	(10, '699184a8af716c0ba3f360cecd3aecbd3730c27023482e019824c5cec8e79909', 1795592000293),
	(11, '76b99c878a84fc5bd4a3b665269ceb634a532962628f426c46d8afe34704a424', 1795594985538),
	(12, 'a4d8225b7bdcedd713e6f34598dd31bd2fe0d6ef232b814a33cb544f8bd946b9', 1795608535875),
	(13, '945181660a2144264d78fcb7b547cbef352f12775fc08fb0481ebe5e3d89270a', 1795608537053),
	(14, '7298e21e3109e6d4e329566b7c8290f887acdc598c88c3778f72f6f80a52af8c', 1795616758150),
	(15, '4d5b7ede712a397b3c4ed87224c40568a92124466221d08d440547e51af53361', 1795618441499);


--
-- Data for Name: app_secrets; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.app_secrets VALUES
	('xsrf', 'kKq2hSFVtHbPYWZB4TH6z-IxSJYgIXYRjYYMBjPPsYw', '2026-11-28 05:04:25.117587+00'),
	('altcha', 'zyzo5OQzl8pHh4ckCEEIamgCg7AXMnbqAQi-bEDJ5b4', '2026-11-28 05:04:25.17164+00');


--
-- Data for Name: channel_options; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.channel_options VALUES
	(1, 'physics', 'Оптоволокно', 0, true),
	(2, 'physics', 'Мідна пара (xDSL)', 1, true),
	(3, 'physics', 'Радіорелейний канал', 2, true),
	(4, 'physics', 'Супутниковий канал', 3, true),
	(5, 'physics', 'Мобільний 4G/5G', 4, true),
	(6, 'physics', 'Коаксіальний кабель (DOCSIS)', 5, true),
	(7, 'interface', 'Ethernet 100 Мбіт/с (RJ-45)', 0, true),
	(8, 'interface', 'Ethernet 1 Гбіт/с (RJ-45)', 1, true),
	(9, 'interface', 'Ethernet 10 Гбіт/с', 2, true),
	(10, 'interface', 'SFP (1 Гбіт/с, оптика)', 3, true),
	(11, 'interface', 'SFP+ (10 Гбіт/с, оптика)', 4, true),
	(12, 'interface', 'E1/G.703', 5, true),
	(13, 'protocol', 'Доступ до Інтернету (IP)', 0, true),
	(14, 'protocol', 'L2 VPN / VLAN (802.1Q)', 1, true),
	(15, 'protocol', 'L3 VPN / MPLS', 2, true),
	(16, 'protocol', 'IPsec VPN', 3, true),
	(17, 'protocol', 'Виділена лінія (точка–точка)', 4, true);


--
-- Data for Name: dashboard_month_facts; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.dashboard_month_facts VALUES
	('2026-07-01', 0, 1, 1, 'completed', 1, 1, 26.7469502546296296, 1, 3, 0, 0, 0, 0, 1, 0, 0, 1, 48.5000000000000000, 1, 210000.00, 3120000.00, 1),
	('2026-07-01', 1, 1, NULL, 'completed', 1, 1, 26.7469502546296296, 1, 3, 0, 0, 0, 0, 1, 0, 0, 1, 48.5000000000000000, 1, 210000.00, 3120000.00, 1),
	('2026-07-01', 3, NULL, NULL, 'completed', 1, 1, 26.7469502546296296, 1, 3, 0, 0, 0, 0, 1, 0, 0, 1, 48.5000000000000000, 1, 210000.00, 3120000.00, 1),
	('2026-09-01', 0, 9, 1, 'completed', 1, 1, 21.7469502546296296, 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 41.0000000000000000, 1, 10800.00, 158400.00, 1),
	('2026-09-01', 1, 9, NULL, 'completed', 1, 1, 21.7469502546296296, 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 41.0000000000000000, 1, 10800.00, 158400.00, 1),
	('2026-09-01', 0, 18, 5, 'completed', 1, 1, 21.7469502546296296, 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 39.5000000000000000, 1, 720.00, 10200.00, 1),
	('2026-09-01', 1, 18, NULL, 'completed', 1, 1, 21.7469502546296296, 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 39.5000000000000000, 1, 720.00, 10200.00, 1),
	('2026-09-01', 0, 24, 1, 'completed', 1, 1, 21.7469502546296296, 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 32.5000000000000000, 1, 6000.00, 84000.00, 1),
	('2026-09-01', 1, 24, NULL, 'completed', 1, 1, 21.7469502546296296, 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 32.5000000000000000, 1, 6000.00, 84000.00, 1),
	('2026-09-01', 3, NULL, NULL, 'completed', 3, 3, 65.2408507638888888, 3, 6, 0, 0, 0, 3, 0, 0, 0, 3, 113.0000000000000000, 3, 17520.00, 252600.00, 3),
	('2026-10-01', 0, 3, 1, 'awarded', 1, 1, 19.7886169212962963, 1, 3, 0, 0, 0, 0, 1, 0, 0, 1, 23.5000000000000000, 1, 18000.00, 187200.00, 1),
	('2026-10-01', 1, 3, NULL, 'awarded', 1, 1, 19.7886169212962963, 1, 3, 0, 0, 0, 0, 1, 0, 0, 1, 23.5000000000000000, 1, 18000.00, 187200.00, 1),
	('2026-10-01', 3, NULL, NULL, 'awarded', 1, 1, 19.7886169212962963, 1, 3, 0, 0, 0, 0, 1, 0, 0, 1, 23.5000000000000000, 1, 18000.00, 187200.00, 1),
	('2026-10-01', 0, 15, 3, 'unsuccessful', 1, 1, NULL, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-10-01', 1, 15, NULL, 'unsuccessful', 1, 1, NULL, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-10-01', 3, NULL, NULL, 'unsuccessful', 1, 1, NULL, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 0, 8, 1, 'awarded', 1, 1, 18.7886169212962963, 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 30.3333333333333333, 1, 25200.00, 352800.00, 1),
	('2026-11-01', 1, 8, NULL, 'awarded', 1, 1, 18.7886169212962963, 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 30.3333333333333333, 1, 25200.00, 352800.00, 1),
	('2026-11-01', 0, 14, 1, 'awarded', 1, 1, 16.7886169212962963, 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 34.0000000000000000, 1, 7200.00, 88800.00, 1),
	('2026-11-01', 1, 14, NULL, 'awarded', 1, 1, 16.7886169212962963, 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 34.0000000000000000, 1, 7200.00, 88800.00, 1),
	('2026-11-01', 0, 22, 3, 'awarded', 1, 1, 17.7886169212962963, 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 29.5000000000000000, 1, 8400.00, 79200.00, 1),
	('2026-11-01', 1, 22, NULL, 'awarded', 1, 1, 17.7886169212962963, 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 29.5000000000000000, 1, 8400.00, 79200.00, 1),
	('2026-11-01', 3, NULL, NULL, 'awarded', 3, 3, 53.3658507638888889, 3, 6, 0, 0, 0, 3, 0, 0, 0, 3, 93.8333333333333333, 3, 40800.00, 520800.00, 3),
	('2026-11-01', 0, 13, 1, 'cancelled', 1, 0, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 1, 13, NULL, 'cancelled', 1, 0, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 0, 21, 5, 'cancelled', 1, 0, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 1, 21, NULL, 'cancelled', 1, 0, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 3, NULL, NULL, 'cancelled', 2, 0, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 0, 11, NULL, 'evaluation', 1, 1, NULL, 0, 3, 0, 0, 0, 0, 1, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 1, 11, NULL, 'evaluation', 1, 1, NULL, 0, 3, 0, 0, 0, 0, 1, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 0, 17, 1, 'evaluation', 1, 1, NULL, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 1, 17, NULL, 'evaluation', 1, 1, NULL, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 0, 19, 1, 'evaluation', 1, 1, NULL, 0, 3, 0, 0, 0, 0, 1, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 1, 19, NULL, 'evaluation', 1, 1, NULL, 0, 3, 0, 0, 0, 0, 1, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 0, 23, 1, 'evaluation', 1, 1, NULL, 0, 3, 0, 0, 0, 0, 1, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 1, 23, NULL, 'evaluation', 1, 1, NULL, 0, 3, 0, 0, 0, 0, 1, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 3, NULL, NULL, 'evaluation', 4, 4, NULL, 0, 11, 0, 0, 0, 1, 3, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 0, 4, 1, 'unsuccessful', 1, 1, NULL, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 1, 4, NULL, 'unsuccessful', 1, 1, NULL, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 0, 16, 1, 'unsuccessful', 1, 1, NULL, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 1, 16, NULL, 'unsuccessful', 1, 1, NULL, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 3, NULL, NULL, 'unsuccessful', 2, 2, NULL, 0, 3, 1, 0, 1, 1, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 2, NULL, 1, 'evaluation', 3, 3, NULL, 0, 8, 0, 0, 0, 1, 2, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 2, NULL, 3, 'awarded', 1, 1, 17.7886169212962963, 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 29.5000000000000000, 1, 8400.00, 79200.00, 1),
	('2026-11-01', 2, NULL, 1, 'unsuccessful', 2, 2, NULL, 0, 3, 1, 0, 1, 1, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-10-01', 2, NULL, 1, 'awarded', 1, 1, 19.7886169212962963, 1, 3, 0, 0, 0, 0, 1, 0, 0, 1, 23.5000000000000000, 1, 18000.00, 187200.00, 1),
	('2026-11-01', 2, NULL, 5, 'cancelled', 1, 0, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 2, NULL, 1, 'cancelled', 1, 0, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-09-01', 2, NULL, 5, 'completed', 1, 1, 21.7469502546296296, 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 39.5000000000000000, 1, 720.00, 10200.00, 1),
	('2026-07-01', 2, NULL, 1, 'completed', 1, 1, 26.7469502546296296, 1, 3, 0, 0, 0, 0, 1, 0, 0, 1, 48.5000000000000000, 1, 210000.00, 3120000.00, 1),
	('2026-11-01', 2, NULL, 1, 'awarded', 2, 2, 35.5772338425925926, 2, 4, 0, 0, 0, 2, 0, 0, 0, 2, 64.3333333333333333, 2, 32400.00, 441600.00, 2),
	('2026-10-01', 2, NULL, 3, 'unsuccessful', 1, 1, NULL, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-11-01', 2, NULL, NULL, 'evaluation', 1, 1, NULL, 0, 3, 0, 0, 0, 0, 1, 0, 0, 0, NULL, 0, NULL, NULL, 0),
	('2026-09-01', 2, NULL, 1, 'completed', 2, 2, 43.4939005092592592, 2, 4, 0, 0, 0, 2, 0, 0, 0, 2, 73.5000000000000000, 2, 16800.00, 242400.00, 2);


--
-- Data for Name: dashboard_month_providers; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.dashboard_month_providers VALUES
	('2026-11-01', 0, 4, 1, 2, 1, 0),
	('2026-11-01', 0, 16, 1, 2, 1, 0),
	('2026-11-01', 0, 23, 1, 4, 1, 0),
	('2026-09-01', 0, 9, 1, 5, 1, 1),
	('2026-11-01', 0, 14, 1, 1, 1, 1),
	('2026-11-01', 0, 23, 1, 1, 1, 0),
	('2026-07-01', 0, 1, 1, 4, 1, 1),
	('2026-11-01', 0, 17, 1, 6, 1, 0),
	('2026-11-01', 0, 11, NULL, 2, 1, 0),
	('2026-11-01', 0, 19, 1, 4, 1, 0),
	('2026-09-01', 0, 18, 5, 2, 1, 0),
	('2026-09-01', 0, 18, 5, 6, 1, 1),
	('2026-09-01', 0, 9, 1, 1, 1, 0),
	('2026-07-01', 0, 1, 1, 1, 1, 0),
	('2026-11-01', 0, 8, 1, 4, 1, 0),
	('2026-11-01', 0, 11, NULL, 6, 1, 0),
	('2026-11-01', 0, 19, 1, 5, 1, 0),
	('2026-11-01', 0, 14, 1, 2, 1, 0),
	('2026-10-01', 0, 3, 1, 4, 1, 0),
	('2026-09-01', 0, 24, 1, 5, 1, 1),
	('2026-07-01', 0, 1, 1, 2, 1, 0),
	('2026-11-01', 0, 22, 3, 6, 1, 1),
	('2026-10-01', 0, 3, 1, 1, 1, 0),
	('2026-11-01', 0, 19, 1, 1, 1, 0),
	('2026-11-01', 0, 22, 3, 5, 1, 0),
	('2026-09-01', 0, 24, 1, 1, 1, 0),
	('2026-10-01', 0, 3, 1, 5, 1, 1),
	('2026-11-01', 0, 8, 1, 2, 1, 1),
	('2026-11-01', 0, 23, 1, 2, 1, 0),
	('2026-11-01', 0, 17, 1, 5, 1, 0),
	('2026-11-01', 0, 4, 1, 1, 1, 0),
	('2026-11-01', 0, 11, NULL, 1, 1, 0),
	('2026-11-01', 1, 8, NULL, 4, 1, 0),
	('2026-11-01', 1, 17, NULL, 6, 1, 0),
	('2026-09-01', 1, 24, NULL, 1, 1, 0),
	('2026-09-01', 1, 24, NULL, 5, 1, 1),
	('2026-11-01', 1, 17, NULL, 5, 1, 0),
	('2026-11-01', 1, 11, NULL, 2, 1, 0),
	('2026-07-01', 1, 1, NULL, 1, 1, 0),
	('2026-11-01', 1, 23, NULL, 2, 1, 0),
	('2026-11-01', 1, 19, NULL, 5, 1, 0),
	('2026-11-01', 1, 14, NULL, 2, 1, 0),
	('2026-11-01', 1, 11, NULL, 6, 1, 0),
	('2026-11-01', 1, 22, NULL, 5, 1, 0),
	('2026-10-01', 1, 3, NULL, 4, 1, 0),
	('2026-07-01', 1, 1, NULL, 2, 1, 0),
	('2026-11-01', 1, 11, NULL, 1, 1, 0),
	('2026-10-01', 1, 3, NULL, 1, 1, 0),
	('2026-11-01', 1, 19, NULL, 4, 1, 0),
	('2026-07-01', 1, 1, NULL, 4, 1, 1),
	('2026-10-01', 1, 3, NULL, 5, 1, 1),
	('2026-11-01', 1, 22, NULL, 6, 1, 1),
	('2026-09-01', 1, 9, NULL, 1, 1, 0),
	('2026-11-01', 1, 16, NULL, 2, 1, 0),
	('2026-09-01', 1, 18, NULL, 2, 1, 0),
	('2026-11-01', 1, 4, NULL, 2, 1, 0),
	('2026-09-01', 1, 18, NULL, 6, 1, 1),
	('2026-11-01', 1, 19, NULL, 1, 1, 0),
	('2026-11-01', 1, 14, NULL, 1, 1, 1),
	('2026-11-01', 1, 23, NULL, 4, 1, 0),
	('2026-09-01', 1, 9, NULL, 5, 1, 1),
	('2026-11-01', 1, 4, NULL, 1, 1, 0),
	('2026-11-01', 1, 23, NULL, 1, 1, 0),
	('2026-11-01', 1, 8, NULL, 2, 1, 1),
	('2026-11-01', 3, NULL, NULL, 1, 5, 1),
	('2026-09-01', 3, NULL, NULL, 2, 1, 0),
	('2026-11-01', 3, NULL, NULL, 2, 6, 1),
	('2026-11-01', 3, NULL, NULL, 4, 3, 0),
	('2026-10-01', 3, NULL, NULL, 1, 1, 0),
	('2026-09-01', 3, NULL, NULL, 5, 2, 2),
	('2026-11-01', 3, NULL, NULL, 6, 3, 1),
	('2026-09-01', 3, NULL, NULL, 6, 1, 1),
	('2026-10-01', 3, NULL, NULL, 4, 1, 0),
	('2026-07-01', 3, NULL, NULL, 1, 1, 0),
	('2026-09-01', 3, NULL, NULL, 1, 2, 0),
	('2026-10-01', 3, NULL, NULL, 5, 1, 1),
	('2026-07-01', 3, NULL, NULL, 2, 1, 0),
	('2026-07-01', 3, NULL, NULL, 4, 1, 1),
	('2026-11-01', 3, NULL, NULL, 5, 3, 0),
	('2026-10-01', 2, NULL, 1, 4, 1, 0),
	('2026-11-01', 2, NULL, NULL, 1, 1, 0),
	('2026-07-01', 2, NULL, 1, 1, 1, 0),
	('2026-09-01', 2, NULL, 5, 6, 1, 1),
	('2026-11-01', 2, NULL, 1, 1, 4, 1),
	('2026-10-01', 2, NULL, 1, 5, 1, 1),
	('2026-11-01', 2, NULL, 1, 2, 5, 1),
	('2026-11-01', 2, NULL, 3, 5, 1, 0),
	('2026-07-01', 2, NULL, 1, 2, 1, 0),
	('2026-11-01', 2, NULL, NULL, 6, 1, 0),
	('2026-10-01', 2, NULL, 1, 1, 1, 0),
	('2026-07-01', 2, NULL, 1, 4, 1, 1),
	('2026-11-01', 2, NULL, NULL, 2, 1, 0),
	('2026-09-01', 2, NULL, 1, 5, 2, 2),
	('2026-09-01', 2, NULL, 5, 2, 1, 0),
	('2026-11-01', 2, NULL, 1, 6, 1, 0),
	('2026-11-01', 2, NULL, 1, 4, 3, 0),
	('2026-11-01', 2, NULL, 3, 6, 1, 1),
	('2026-09-01', 2, NULL, 1, 1, 2, 0),
	('2026-11-01', 2, NULL, 1, 5, 2, 0);


--
-- Data for Name: dashboard_months; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.dashboard_months VALUES
	('2026-07-01', 23, 23),
	('2026-09-01', 63, 63),
	('2026-10-01', 24, 24),
	('2026-11-01', 125, 125);


--
-- Data for Name: documents; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.documents VALUES
	(1, 1, NULL, 'Технічне завдання.pdf', 'application/pdf', 329, '4c79ca82d4d6142dc3a05282ca249ad79a0bbeae51060cbc84e913bfdecbb757', 'd9ff6b1026940745d7d70890b246234b', 2, '2026-11-28 05:04:25.736949+00', NULL),
	(2, 1, NULL, 'Типовий договір.pdf', 'application/pdf', 329, '4c79ca82d4d6142dc3a05282ca249ad79a0bbeae51060cbc84e913bfdecbb757', '755d3492d0a0ea5254138bd3ea645c72', 2, '2026-11-28 05:04:25.760381+00', 1);


--
-- Data for Name: email_outbox; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.email_outbox VALUES
	(10, '{provider1@demo.ua}', '{}', 'Телеком Тендер: відповідь на запитання щодо тендера ТТ-2026-000006', '<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Банк відповів на запитання</title></head><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">Телеком Тендер</h2><h3>Банк відповів на запитання</h3>
<p style="white-space:pre-line">Щодо тендера ТТ-2026-000006 «Основний канал для регіонального офісу в Києві» надано відповідь на запитання.</p>
<p style="white-space:pre-line">Запитання: Чи можна підключити канал через наявну оптику в будинку?</p>
<p style="white-space:pre-line">Відповідь: Так, якщо вона відповідає ТЗ.</p>
<p style="white-space:pre-line">Кінцевий термін подання пропозицій: 30.11.2026 17:00 (за київським часом).</p>
<p><a href="http://127.0.0.1:4242/tenders/6" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Відкрити тендер</a></p><p style="color:#666;font-size:12px">http://127.0.0.1:4242/tenders/6</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="color:#666;font-size:12px">Ви отримали цей лист, бо ви поставили запитання щодо тендера ТТ-2026-000006.</p>
<p style="color:#666;font-size:12px">Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: <a href="http://127.0.0.1:4242/account/profile">http://127.0.0.1:4242/account/profile</a></p>
<p style="color:#666;font-size:12px">Цей лист надіслано автоматично, відповідати на нього не потрібно.</p>
</body></html>', 'Телеком Тендер

Банк відповів на запитання

Щодо тендера ТТ-2026-000006 «Основний канал для регіонального офісу в Києві» надано відповідь на запитання.
Запитання: Чи можна підключити канал через наявну оптику в будинку?
Відповідь: Так, якщо вона відповідає ТЗ.
Кінцевий термін подання пропозицій: 30.11.2026 17:00 (за київським часом).

Відкрити тендер: http://127.0.0.1:4242/tenders/6

—
Ви отримали цей лист, бо ви поставили запитання щодо тендера ТТ-2026-000006.
Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: http://127.0.0.1:4242/account/profile
Цей лист надіслано автоматично, відповідати на нього не потрібно.', 'question_answered', 6, 'queued', 0, NULL, '2026-11-28 05:04:26.159504+00', NULL, '0f38068d-61ac-4c22-9930-ca0966474ca2', NULL, NULL, '2026-11-28 05:04:26.159504+00', NULL, NULL, NULL),
	(8, '{admin@demo.ua}', '{}', 'Телеком Тендер: нове звернення — реєстрація і доступ', '<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Нове звернення</title></head><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">Телеком Тендер</h2><h3>Нове звернення</h3>
<p style="white-space:pre-line">Від: Василь Петренко, visitor@example.ua</p>
<p style="white-space:pre-line">Тема: Реєстрація і доступ</p>
<p style="white-space:pre-line">Не можу знайти, як зареєструвати організацію-провайдера.</p>
<p style="white-space:pre-line">Відповісти можна на сторінці звернень.</p>
<p><a href="http://127.0.0.1:4242/admin/history/feedback?feedback=1" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Відкрити звернення</a></p><p style="color:#666;font-size:12px">http://127.0.0.1:4242/admin/history/feedback?feedback=1</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="color:#666;font-size:12px">Ви отримали цей лист, бо ви адміністратор системи «Телеком Тендер», а звернення з форми зворотного зв’язку отримують усі адміністратори. Такі листи надсилаються завжди.</p>
<p style="color:#666;font-size:12px">Цей лист надіслано автоматично, відповідати на нього не потрібно.</p>
</body></html>', 'Телеком Тендер

Нове звернення

Від: Василь Петренко, visitor@example.ua
Тема: Реєстрація і доступ
Не можу знайти, як зареєструвати організацію-провайдера.
Відповісти можна на сторінці звернень.

Відкрити звернення: http://127.0.0.1:4242/admin/history/feedback?feedback=1

—
Ви отримали цей лист, бо ви адміністратор системи «Телеком Тендер», а звернення з форми зворотного зв’язку отримують усі адміністратори. Такі листи надсилаються завжди.
Цей лист надіслано автоматично, відповідати на нього не потрібно.', 'feedback_received', NULL, 'queued', 1, 'Сервер 127.0.0.1:2 відмовив у з’єднанні: перевірте адресу й порт', '2026-11-28 05:04:25.947718+00', NULL, '8b8791da-d9cd-4133-93bc-6b5a4d307a7f', NULL, '<8b8791da-d9cd-4133-93bc-6b5a4d307a7f@127.0.0.1>', '2026-11-28 05:05:26.149682+00', NULL, NULL, NULL),
	(9, '{visitor@example.ua}', '{}', 'Телеком Тендер: відповідь на ваше звернення', '<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Відповідь на ваше звернення</title></head><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">Телеком Тендер</h2><h3>Відповідь на ваше звернення</h3>
<p style="white-space:pre-line">Василь Петренко, дякуємо за звернення.</p>
<p style="white-space:pre-line">Кнопка «Реєстрація» — на сторінці входу.</p>
<p style="white-space:pre-line">Ваше звернення від 28.11.2026 07:04 (за київським часом), тема «Реєстрація і доступ»:</p>
<p style="white-space:pre-line">&gt; Не можу знайти, як зареєструвати організацію-провайдера.</p>
<p style="white-space:pre-line">Якщо у вас є ще запитання, надішліть нове звернення.</p>
<p><a href="http://127.0.0.1:4242/feedback" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Написати нове звернення</a></p><p style="color:#666;font-size:12px">http://127.0.0.1:4242/feedback</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="color:#666;font-size:12px">Ви отримали цей лист, бо ви надіслали звернення через форму зворотного зв’язку системи «Телеком Тендер» з цією адресою.</p>
<p style="color:#666;font-size:12px">Цей лист надіслано автоматично, відповідати на нього не потрібно.</p>
</body></html>', 'Телеком Тендер

Відповідь на ваше звернення

Василь Петренко, дякуємо за звернення.
Кнопка «Реєстрація» — на сторінці входу.
Ваше звернення від 28.11.2026 07:04 (за київським часом), тема «Реєстрація і доступ»:
> Не можу знайти, як зареєструвати організацію-провайдера.
Якщо у вас є ще запитання, надішліть нове звернення.

Написати нове звернення: http://127.0.0.1:4242/feedback

—
Ви отримали цей лист, бо ви надіслали звернення через форму зворотного зв’язку системи «Телеком Тендер» з цією адресою.
Цей лист надіслано автоматично, відповідати на нього не потрібно.', 'feedback_reply', NULL, 'queued', 1, 'Сервер 127.0.0.1:2 відмовив у з’єднанні: перевірте адресу й порт', '2026-11-28 05:04:25.960785+00', NULL, 'e7fb0164-5825-436f-8325-3827ba4a2cb6', NULL, '<e7fb0164-5825-436f-8325-3827ba4a2cb6@127.0.0.1>', '2026-11-28 05:05:26.152811+00', NULL, NULL, NULL),
	(1, '{provider2@demo.ua}', '{}', 'Телеком Тендер: продовжено термін подання пропозицій — ТТ-2026-000008', '<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Кінцевий термін подання пропозицій продовжено</title></head><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">Телеком Тендер</h2><h3>Кінцевий термін подання пропозицій продовжено</h3>
<p style="white-space:pre-line">За тендером ТТ-2026-000008 «Канал L3 VPN для відділення №21 у Дніпрі» кінцевий термін подання пропозицій перенесено з 29.11.2026 17:00 (за київським часом) на 03.12.2026 17:00 (за київським часом).</p>
<p style="white-space:pre-line">Причина: На прохання провайдерів: потрібен час на обстеження об’єкта</p>
<p style="white-space:pre-line">До нового терміну пропозицію можна подати, змінити або відкликати.</p>
<p><a href="http://127.0.0.1:4242/tenders/8" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Відкрити тендер</a></p><p style="color:#666;font-size:12px">http://127.0.0.1:4242/tenders/8</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="color:#666;font-size:12px">Ви отримали цей лист, бо ваша організація готує або подала пропозицію в тендері ТТ-2026-000008.</p>
<p style="color:#666;font-size:12px">Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: <a href="http://127.0.0.1:4242/account/profile">http://127.0.0.1:4242/account/profile</a></p>
<p style="color:#666;font-size:12px">Цей лист надіслано автоматично, відповідати на нього не потрібно.</p>
</body></html>', 'Телеком Тендер

Кінцевий термін подання пропозицій продовжено

За тендером ТТ-2026-000008 «Канал L3 VPN для відділення №21 у Дніпрі» кінцевий термін подання пропозицій перенесено з 29.11.2026 17:00 (за київським часом) на 03.12.2026 17:00 (за київським часом).
Причина: На прохання провайдерів: потрібен час на обстеження об’єкта
До нового терміну пропозицію можна подати, змінити або відкликати.

Відкрити тендер: http://127.0.0.1:4242/tenders/8

—
Ви отримали цей лист, бо ваша організація готує або подала пропозицію в тендері ТТ-2026-000008.
Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: http://127.0.0.1:4242/account/profile
Цей лист надіслано автоматично, відповідати на нього не потрібно.', 'tender_deadline_extended', 8, 'queued', 1, 'Сервер 127.0.0.1:2 відмовив у з’єднанні: перевірте адресу й порт', '2026-11-28 05:04:25.330119+00', NULL, '4aace1ac-9085-40fd-83ad-630fb7a2aa5f', NULL, '<4aace1ac-9085-40fd-83ad-630fb7a2aa5f@127.0.0.1>', '2026-11-28 05:05:26.252419+00', NULL, NULL, NULL),
	(5, '{manager@demo.ua}', '{}', 'Телеком Тендер: завершено прийом пропозицій — ТТ-2026-000014', '<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Прийом пропозицій завершено</title></head><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">Телеком Тендер</h2><h3>Прийом пропозицій завершено</h3>
<p style="white-space:pre-line">Кінцевий термін подання пропозицій за тендером ТТ-2026-000014 «Канал для відділення №6 у Тернополі» минув 28.11.2026 04:00 (за київським часом).</p>
<p style="white-space:pre-line">Подано пропозицій: 3 (потрібно щонайменше 1).</p>
<p style="white-space:pre-line">Пропозиції розкрито: їх можна розглянути, порівняти й визначити переможця.</p>
<p><a href="http://127.0.0.1:4242/tenders/14/proposals" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Порівняти пропозиції</a></p><p style="color:#666;font-size:12px">http://127.0.0.1:4242/tenders/14/proposals</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="color:#666;font-size:12px">Ви отримали цей лист, бо ви автор тендера ТТ-2026-000014.</p>
<p style="color:#666;font-size:12px">Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: <a href="http://127.0.0.1:4242/account/profile">http://127.0.0.1:4242/account/profile</a></p>
<p style="color:#666;font-size:12px">Цей лист надіслано автоматично, відповідати на нього не потрібно.</p>
</body></html>', 'Телеком Тендер

Прийом пропозицій завершено

Кінцевий термін подання пропозицій за тендером ТТ-2026-000014 «Канал для відділення №6 у Тернополі» минув 28.11.2026 04:00 (за київським часом).
Подано пропозицій: 3 (потрібно щонайменше 1).
Пропозиції розкрито: їх можна розглянути, порівняти й визначити переможця.

Порівняти пропозиції: http://127.0.0.1:4242/tenders/14/proposals

—
Ви отримали цей лист, бо ви автор тендера ТТ-2026-000014.
Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: http://127.0.0.1:4242/account/profile
Цей лист надіслано автоматично, відповідати на нього не потрібно.', 'tender_deadline_passed', 14, 'queued', 1, 'Сервер 127.0.0.1:2 відмовив у з’єднанні: перевірте адресу й порт', '2026-11-28 05:04:25.449694+00', NULL, '7f5cbe60-057e-49c3-b87b-5d8b22ed73f2', NULL, '<7f5cbe60-057e-49c3-b87b-5d8b22ed73f2@127.0.0.1>', '2026-11-28 05:05:26.253979+00', NULL, NULL, NULL),
	(4, '{manager@demo.ua}', '{}', 'Телеком Тендер: завершено прийом пропозицій — ТТ-2026-000015', '<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Прийом пропозицій завершено</title></head><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">Телеком Тендер</h2><h3>Прийом пропозицій завершено</h3>
<p style="white-space:pre-line">Кінцевий термін подання пропозицій за тендером ТТ-2026-000015 «Резервний канал для відділення в Рівному» минув 27.11.2026 05:00 (за київським часом).</p>
<p style="white-space:pre-line">Подано пропозицій: 2 (потрібно щонайменше 1).</p>
<p style="white-space:pre-line">Пропозиції розкрито: їх можна розглянути, порівняти й визначити переможця.</p>
<p><a href="http://127.0.0.1:4242/tenders/15/proposals" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Порівняти пропозиції</a></p><p style="color:#666;font-size:12px">http://127.0.0.1:4242/tenders/15/proposals</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="color:#666;font-size:12px">Ви отримали цей лист, бо ви автор тендера ТТ-2026-000015.</p>
<p style="color:#666;font-size:12px">Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: <a href="http://127.0.0.1:4242/account/profile">http://127.0.0.1:4242/account/profile</a></p>
<p style="color:#666;font-size:12px">Цей лист надіслано автоматично, відповідати на нього не потрібно.</p>
</body></html>', 'Телеком Тендер

Прийом пропозицій завершено

Кінцевий термін подання пропозицій за тендером ТТ-2026-000015 «Резервний канал для відділення в Рівному» минув 27.11.2026 05:00 (за київським часом).
Подано пропозицій: 2 (потрібно щонайменше 1).
Пропозиції розкрито: їх можна розглянути, порівняти й визначити переможця.

Порівняти пропозиції: http://127.0.0.1:4242/tenders/15/proposals

—
Ви отримали цей лист, бо ви автор тендера ТТ-2026-000015.
Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: http://127.0.0.1:4242/account/profile
Цей лист надіслано автоматично, відповідати на нього не потрібно.', 'tender_deadline_passed', 15, 'queued', 1, 'Сервер 127.0.0.1:2 відмовив у з’єднанні: перевірте адресу й порт', '2026-11-28 05:04:25.444397+00', NULL, 'f7699c53-8290-48c7-aef8-6de68a229ce0', NULL, '<f7699c53-8290-48c7-aef8-6de68a229ce0@127.0.0.1>', '2026-11-28 05:05:26.25487+00', NULL, NULL, NULL),
	(2, '{tenders@magistral-telecom.example.ua}', '{}', 'Телеком Тендер: продовжено термін подання пропозицій — ТТ-2026-000008', '<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Кінцевий термін подання пропозицій продовжено</title></head><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">Телеком Тендер</h2><h3>Кінцевий термін подання пропозицій продовжено</h3>
<p style="white-space:pre-line">За тендером ТТ-2026-000008 «Канал L3 VPN для відділення №21 у Дніпрі» кінцевий термін подання пропозицій перенесено з 29.11.2026 17:00 (за київським часом) на 03.12.2026 17:00 (за київським часом).</p>
<p style="white-space:pre-line">Причина: На прохання провайдерів: потрібен час на обстеження об’єкта</p>
<p style="white-space:pre-line">До нового терміну пропозицію можна подати, змінити або відкликати.</p>
<p><a href="http://127.0.0.1:4242/tenders/8" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Відкрити тендер</a></p><p style="color:#666;font-size:12px">http://127.0.0.1:4242/tenders/8</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="color:#666;font-size:12px">Ви отримали цей лист, бо ваша організація готує або подала пропозицію в тендері ТТ-2026-000008.</p>
<p style="color:#666;font-size:12px">Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: <a href="http://127.0.0.1:4242/account/profile">http://127.0.0.1:4242/account/profile</a></p>
<p style="color:#666;font-size:12px">Цей лист надіслано автоматично, відповідати на нього не потрібно.</p>
</body></html>', 'Телеком Тендер

Кінцевий термін подання пропозицій продовжено

За тендером ТТ-2026-000008 «Канал L3 VPN для відділення №21 у Дніпрі» кінцевий термін подання пропозицій перенесено з 29.11.2026 17:00 (за київським часом) на 03.12.2026 17:00 (за київським часом).
Причина: На прохання провайдерів: потрібен час на обстеження об’єкта
До нового терміну пропозицію можна подати, змінити або відкликати.

Відкрити тендер: http://127.0.0.1:4242/tenders/8

—
Ви отримали цей лист, бо ваша організація готує або подала пропозицію в тендері ТТ-2026-000008.
Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: http://127.0.0.1:4242/account/profile
Цей лист надіслано автоматично, відповідати на нього не потрібно.', 'tender_deadline_extended', 8, 'queued', 1, 'Сервер 127.0.0.1:2 відмовив у з’єднанні: перевірте адресу й порт', '2026-11-28 05:04:25.330119+00', NULL, '9847f9f6-75fc-4d9d-908b-365eeaea7c2d', NULL, '<9847f9f6-75fc-4d9d-908b-365eeaea7c2d@127.0.0.1>', '2026-11-28 05:05:26.355314+00', NULL, NULL, NULL),
	(6, '{manager@demo.ua}', '{}', 'Телеком Тендер: завершено прийом пропозицій — ТТ-2026-000017', '<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Прийом пропозицій завершено</title></head><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">Телеком Тендер</h2><h3>Прийом пропозицій завершено</h3>
<p style="white-space:pre-line">Кінцевий термін подання пропозицій за тендером ТТ-2026-000017 «Інтернет для відділення в Кропивницькому» минув 28.11.2026 06:00 (за київським часом).</p>
<p style="white-space:pre-line">Подано пропозицій: 3 (потрібно щонайменше 1).</p>
<p style="white-space:pre-line">Пропозиції розкрито: їх можна розглянути, порівняти й визначити переможця.</p>
<p><a href="http://127.0.0.1:4242/tenders/17/proposals" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Порівняти пропозиції</a></p><p style="color:#666;font-size:12px">http://127.0.0.1:4242/tenders/17/proposals</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="color:#666;font-size:12px">Ви отримали цей лист, бо ви автор тендера ТТ-2026-000017.</p>
<p style="color:#666;font-size:12px">Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: <a href="http://127.0.0.1:4242/account/profile">http://127.0.0.1:4242/account/profile</a></p>
<p style="color:#666;font-size:12px">Цей лист надіслано автоматично, відповідати на нього не потрібно.</p>
</body></html>', 'Телеком Тендер

Прийом пропозицій завершено

Кінцевий термін подання пропозицій за тендером ТТ-2026-000017 «Інтернет для відділення в Кропивницькому» минув 28.11.2026 06:00 (за київським часом).
Подано пропозицій: 3 (потрібно щонайменше 1).
Пропозиції розкрито: їх можна розглянути, порівняти й визначити переможця.

Порівняти пропозиції: http://127.0.0.1:4242/tenders/17/proposals

—
Ви отримали цей лист, бо ви автор тендера ТТ-2026-000017.
Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: http://127.0.0.1:4242/account/profile
Цей лист надіслано автоматично, відповідати на нього не потрібно.', 'tender_deadline_passed', 17, 'queued', 1, 'Сервер 127.0.0.1:2 відмовив у з’єднанні: перевірте адресу й порт', '2026-11-28 05:04:25.456347+00', NULL, '26e6ef52-eeea-4638-a232-c903cbd4f4d6', NULL, '<26e6ef52-eeea-4638-a232-c903cbd4f4d6@127.0.0.1>', '2026-11-28 05:05:26.356163+00', NULL, NULL, NULL),
	(11, '{tenders@magistral-telecom.example.ua}', '{}', 'Телеком Тендер: відповідь на запитання щодо тендера ТТ-2026-000006', '<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Банк відповів на запитання</title></head><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">Телеком Тендер</h2><h3>Банк відповів на запитання</h3>
<p style="white-space:pre-line">Щодо тендера ТТ-2026-000006 «Основний канал для регіонального офісу в Києві» надано відповідь на запитання.</p>
<p style="white-space:pre-line">Запитання: Чи можна підключити канал через наявну оптику в будинку?</p>
<p style="white-space:pre-line">Відповідь: Так, якщо вона відповідає ТЗ.</p>
<p style="white-space:pre-line">Кінцевий термін подання пропозицій: 30.11.2026 17:00 (за київським часом).</p>
<p><a href="http://127.0.0.1:4242/tenders/6" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Відкрити тендер</a></p><p style="color:#666;font-size:12px">http://127.0.0.1:4242/tenders/6</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="color:#666;font-size:12px">Ви отримали цей лист, бо ваша організація готує або подала пропозицію в тендері ТТ-2026-000006.</p>
<p style="color:#666;font-size:12px">Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: <a href="http://127.0.0.1:4242/account/profile">http://127.0.0.1:4242/account/profile</a></p>
<p style="color:#666;font-size:12px">Цей лист надіслано автоматично, відповідати на нього не потрібно.</p>
</body></html>', 'Телеком Тендер

Банк відповів на запитання

Щодо тендера ТТ-2026-000006 «Основний канал для регіонального офісу в Києві» надано відповідь на запитання.
Запитання: Чи можна підключити канал через наявну оптику в будинку?
Відповідь: Так, якщо вона відповідає ТЗ.
Кінцевий термін подання пропозицій: 30.11.2026 17:00 (за київським часом).

Відкрити тендер: http://127.0.0.1:4242/tenders/6

—
Ви отримали цей лист, бо ваша організація готує або подала пропозицію в тендері ТТ-2026-000006.
Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: http://127.0.0.1:4242/account/profile
Цей лист надіслано автоматично, відповідати на нього не потрібно.', 'question_answered', 6, 'queued', 0, NULL, '2026-11-28 05:04:26.159504+00', NULL, '84300032-cd82-43b2-9ad4-9a8ddc78a933', NULL, NULL, '2026-11-28 05:04:26.159504+00', NULL, NULL, NULL),
	(12, '{colleague@ukrnet-telecom.example.ua}', '{}', 'Телеком Тендер: відповідь на запитання щодо тендера ТТ-2026-000006', '<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Банк відповів на запитання</title></head><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">Телеком Тендер</h2><h3>Банк відповів на запитання</h3>
<p style="white-space:pre-line">Щодо тендера ТТ-2026-000006 «Основний канал для регіонального офісу в Києві» надано відповідь на запитання.</p>
<p style="white-space:pre-line">Запитання: Чи можна підключити канал через наявну оптику в будинку?</p>
<p style="white-space:pre-line">Відповідь: Так, якщо вона відповідає ТЗ.</p>
<p style="white-space:pre-line">Кінцевий термін подання пропозицій: 30.11.2026 17:00 (за київським часом).</p>
<p><a href="http://127.0.0.1:4242/tenders/6" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Відкрити тендер</a></p><p style="color:#666;font-size:12px">http://127.0.0.1:4242/tenders/6</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="color:#666;font-size:12px">Ви отримали цей лист, бо ваша організація готує або подала пропозицію в тендері ТТ-2026-000006.</p>
<p style="color:#666;font-size:12px">Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: <a href="http://127.0.0.1:4242/account/profile">http://127.0.0.1:4242/account/profile</a></p>
<p style="color:#666;font-size:12px">Цей лист надіслано автоматично, відповідати на нього не потрібно.</p>
</body></html>', 'Телеком Тендер

Банк відповів на запитання

Щодо тендера ТТ-2026-000006 «Основний канал для регіонального офісу в Києві» надано відповідь на запитання.
Запитання: Чи можна підключити канал через наявну оптику в будинку?
Відповідь: Так, якщо вона відповідає ТЗ.
Кінцевий термін подання пропозицій: 30.11.2026 17:00 (за київським часом).

Відкрити тендер: http://127.0.0.1:4242/tenders/6

—
Ви отримали цей лист, бо ваша організація готує або подала пропозицію в тендері ТТ-2026-000006.
Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: http://127.0.0.1:4242/account/profile
Цей лист надіслано автоматично, відповідати на нього не потрібно.', 'question_answered', 6, 'queued', 0, NULL, '2026-11-28 05:04:26.159504+00', NULL, '67547e4d-734b-4677-9664-27a7e5bff892', NULL, NULL, '2026-11-28 05:04:26.159504+00', NULL, NULL, NULL),
	(7, '{colleague@ukrnet-telecom.example.ua}', '{}', 'Телеком Тендер: запрошення від ТОВ «Укрмережа Телеком»', '<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Запрошення до організації</title></head><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">Телеком Тендер</h2><h3>Запрошення до організації</h3>
<p style="white-space:pre-line">Сергій Ткаченко запрошує вас приєднатися до організації «ТОВ «Укрмережа Телеком»» у системі Телеком Тендер.</p>
<p style="white-space:pre-line">Щоб прийняти запрошення, перейдіть за посиланням і встановіть свій пароль. Після цього ви зможете увійти, переглядати тендери й подавати пропозиції від імені організації.</p>
<p style="white-space:pre-line">Посилання дійсне 7 дн. і може бути використане лише один раз.</p>
<p><a href="http://127.0.0.1:4242/recovery?token=dzPPFROLjQ9ZQVuY7Z5X_opN2raMLjBDQT_A_qn7zPs&amp;invitation=1" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Прийняти запрошення</a></p><p style="color:#666;font-size:12px">http://127.0.0.1:4242/recovery?token=dzPPFROLjQ9ZQVuY7Z5X_opN2raMLjBDQT_A_qn7zPs&amp;invitation=1</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="color:#666;font-size:12px">Ви отримали цей лист, бо Сергій Ткаченко з організації «ТОВ «Укрмережа Телеком»» запросив(-ла) вас до системи «Телеком Тендер» на цю адресу.</p>
<p style="color:#666;font-size:12px">Цей лист надіслано автоматично, відповідати на нього не потрібно.</p>
</body></html>', 'Телеком Тендер

Запрошення до організації

Сергій Ткаченко запрошує вас приєднатися до організації «ТОВ «Укрмережа Телеком»» у системі Телеком Тендер.
Щоб прийняти запрошення, перейдіть за посиланням і встановіть свій пароль. Після цього ви зможете увійти, переглядати тендери й подавати пропозиції від імені організації.
Посилання дійсне 7 дн. і може бути використане лише один раз.

Прийняти запрошення: http://127.0.0.1:4242/recovery?token=dzPPFROLjQ9ZQVuY7Z5X_opN2raMLjBDQT_A_qn7zPs&invitation=1

—
Ви отримали цей лист, бо Сергій Ткаченко з організації «ТОВ «Укрмережа Телеком»» запросив(-ла) вас до системи «Телеком Тендер» на цю адресу.
Цей лист надіслано автоматично, відповідати на нього не потрібно.', 'invitation', NULL, 'queued', 1, 'Сервер 127.0.0.1:2 відмовив у з’єднанні: перевірте адресу й порт', '2026-11-28 05:04:25.834943+00', NULL, 'c1c63f87-3e83-481b-a2d3-618c05097cfc', NULL, '<c1c63f87-3e83-481b-a2d3-618c05097cfc@127.0.0.1>', '2026-11-28 05:05:26.250879+00', NULL, NULL, NULL),
	(3, '{manager@demo.ua}', '{}', 'Телеком Тендер: завершено прийом пропозицій — ТТ-2026-000016', '<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Прийом пропозицій завершено</title></head><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">Телеком Тендер</h2><h3>Прийом пропозицій завершено</h3>
<p style="white-space:pre-line">Кінцевий термін подання пропозицій за тендером ТТ-2026-000016 «L2 VPN для відділення №4 у Черкасах» минув 26.11.2026 05:00 (за київським часом).</p>
<p style="white-space:pre-line">Подано пропозицій: 3 (потрібно щонайменше 1).</p>
<p style="white-space:pre-line">Пропозиції розкрито: їх можна розглянути, порівняти й визначити переможця.</p>
<p><a href="http://127.0.0.1:4242/tenders/16/proposals" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Порівняти пропозиції</a></p><p style="color:#666;font-size:12px">http://127.0.0.1:4242/tenders/16/proposals</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="color:#666;font-size:12px">Ви отримали цей лист, бо ви автор тендера ТТ-2026-000016.</p>
<p style="color:#666;font-size:12px">Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: <a href="http://127.0.0.1:4242/account/profile">http://127.0.0.1:4242/account/profile</a></p>
<p style="color:#666;font-size:12px">Цей лист надіслано автоматично, відповідати на нього не потрібно.</p>
</body></html>', 'Телеком Тендер

Прийом пропозицій завершено

Кінцевий термін подання пропозицій за тендером ТТ-2026-000016 «L2 VPN для відділення №4 у Черкасах» минув 26.11.2026 05:00 (за київським часом).
Подано пропозицій: 3 (потрібно щонайменше 1).
Пропозиції розкрито: їх можна розглянути, порівняти й визначити переможця.

Порівняти пропозиції: http://127.0.0.1:4242/tenders/16/proposals

—
Ви отримали цей лист, бо ви автор тендера ТТ-2026-000016.
Щоб не отримувати необов’язкових листів, вимкніть «Отримувати необов’язкові листи» у своєму профілі: http://127.0.0.1:4242/account/profile
Цей лист надіслано автоматично, відповідати на нього не потрібно.', 'tender_deadline_passed', 16, 'queued', 1, 'Сервер 127.0.0.1:2 відмовив у з’єднанні: перевірте адресу й порт', '2026-11-28 05:04:25.438704+00', NULL, '5f3f4f6f-f407-4139-a076-29a4080edfe9', NULL, '<5f3f4f6f-f407-4139-a076-29a4080edfe9@127.0.0.1>', '2026-11-28 05:05:26.357218+00', NULL, NULL, NULL);


--
-- Data for Name: faq_articles; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.faq_articles VALUES
	(1, 'registration', 'start', 'Як зареєструвати організацію', '<p>Подавати пропозиції в тендерах банку можуть телеком-провайдери, зареєстровані в системі. Реєстрація безкоштовна і займає кілька хвилин: відкрийте сторінку <a href="/register" rel="noopener">реєстрації організації</a> і заповніть форму.</p><h2>Що знадобиться</h2><ul><li><strong>Дані організації</strong>: повна назва, торгова марка (якщо вона інша), код ЄДРПОУ для юридичної особи або РНОКПП для ФОП, ІПН платника ПДВ (якщо ви платник ПДВ), вебсайт.</li><li><strong>Контакти</strong>: люди та адреси електронної пошти бухгалтерії й технічної служби.</li><li><strong>Перший користувач</strong>: ваше ім’я, прізвище, телефон, електронна пошта (вона ж буде логіном) і пароль щонайменше з 12 символів.</li></ul><p>Код ЄДРПОУ чи РНОКПП форма перевіряє одразу, щойно ви перейдете до наступного поля, разом із контрольною цифрою. Як це працює, див. у статті <a href="/faq/edrpou-rnokpp" rel="noopener">«Код ЄДРПОУ і РНОКПП»</a>.</p><h2>Перевірка від ботів</h2><p>Унизу форми є перевірка «Я не робот». Картинок розпізнавати не треба: ваш браузер сам виконає коротке обчислення. Якщо перевірка не вдалася або її строк минув, натисніть на неї ще раз.</p><h2>Після реєстрації</h2><p>Ви одразу ввійдете в систему, а банк отримає лист про нову організацію. Поки банк перевіряє дані, організація має стан «Очікує верифікації»: тендери вже можна переглядати й ставити запитання, а подавати пропозиції — лише після верифікації. Докладніше — у статті <a href="/faq/verification" rel="noopener">«Верифікація організації»</a>.</p><p>Кожна організація реєструється один раз. Якщо форма повідомляє, що організацію з таким кодом уже зареєстровано, попросіть колегу, який її реєстрував, <a href="/faq/invite-colleagues" rel="noopener">запросити вас</a>.</p>', 'Подавати пропозиції в тендерах банку можуть телеком-провайдери, зареєстровані в системі. Реєстрація безкоштовна і займає кілька хвилин: відкрийте сторінку реєстрації організації і заповніть форму. Що знадобиться Дані організації: повна назва, торгова марка (якщо вона інша), код ЄДРПОУ для юридичної особи або РНОКПП для ФОП, ІПН платника ПДВ (якщо ви платник ПДВ), вебсайт. Контакти: люди та адреси електронної пошти бухгалтерії й технічної служби. Перший користувач: ваше ім’я, прізвище, телефон, електронна пошта (вона ж буде логіном) і пароль щонайменше з 12 символів. Код ЄДРПОУ чи РНОКПП форма перевіряє одразу, щойно ви перейдете до наступного поля, разом із контрольною цифрою. Як це працює, див. у статті «Код ЄДРПОУ і РНОКПП». Перевірка від ботів Унизу форми є перевірка «Я не робот». Картинок розпізнавати не треба: ваш браузер сам виконає коротке обчислення. Якщо перевірка не вдалася або її строк минув, натисніть на неї ще раз. Після реєстрації Ви одразу ввійдете в систему, а банк отримає лист про нову організацію. Поки банк перевіряє дані, організація має стан «Очікує верифікації»: тендери вже можна переглядати й ставити запитання, а подавати пропозиції — лише після верифікації. Докладніше — у статті «Верифікація організації». Кожна організація реєструється один раз. Якщо форма повідомляє, що організацію з таким кодом уже зареєстровано, попросіть колегу, який її реєстрував, запросити вас.', 0, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(2, 'edrpou-rnokpp', 'start', 'Код ЄДРПОУ і РНОКПП: як їх перевіряють', '<p>Під час реєстрації та зміни даних організації система перевіряє реєстраційний код.</p><ul><li><strong>Юридична особа</strong> вказує код ЄДРПОУ — 8 цифр.</li><li><strong>Фізична особа — підприємець</strong> позначає «Фізична особа — підприємець (ФОП)» і вказує РНОКПП (ідентифікаційний номер) — 10 цифр.</li></ul><h2>Контрольна цифра</h2><p>Остання цифра кожного коду — контрольна: її обчислюють з попередніх цифр за правилом, яке встановила держава. Тому помилка в одній цифрі або переставлені сусідні цифри майже завжди видно одразу: поле підсвічується, а під ним з’являється пояснення.</p><p>Якщо код не проходить перевірку:</p><ul><li>звірте його з витягом з ЄДР або з карткою платника податків;</li><li>переконайтеся, що вибрали правильний тип: 8 цифр — для юридичної особи, 10 — для ФОП;</li><li>не додавайте пробілів, літер і знаків — лише цифри.</li></ul><h2>Один код — одна організація</h2><p>Дві організації з однаковим кодом зареєструвати не можна. Якщо ваша організація вже є в системі, нового облікового запису не потрібно: колега може <a href="/faq/invite-colleagues" rel="noopener">запросити вас</a>. ІПН платника ПДВ (12 цифр) необов’язковий і перевіряється лише на те, що складається з цифр.</p>', 'Під час реєстрації та зміни даних організації система перевіряє реєстраційний код. Юридична особа вказує код ЄДРПОУ — 8 цифр. Фізична особа — підприємець позначає «Фізична особа — підприємець (ФОП)» і вказує РНОКПП (ідентифікаційний номер) — 10 цифр. Контрольна цифра Остання цифра кожного коду — контрольна: її обчислюють з попередніх цифр за правилом, яке встановила держава. Тому помилка в одній цифрі або переставлені сусідні цифри майже завжди видно одразу: поле підсвічується, а під ним з’являється пояснення. Якщо код не проходить перевірку: звірте його з витягом з ЄДР або з карткою платника податків; переконайтеся, що вибрали правильний тип: 8 цифр — для юридичної особи, 10 — для ФОП; не додавайте пробілів, літер і знаків — лише цифри. Один код — одна організація Дві організації з однаковим кодом зареєструвати не можна. Якщо ваша організація вже є в системі, нового облікового запису не потрібно: колега може запросити вас. ІПН платника ПДВ (12 цифр) необов’язковий і перевіряється лише на те, що складається з цифр.', 1, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(3, 'verification', 'start', 'Верифікація: що може організація до і після', '<p>Після реєстрації банк перевіряє дані організації. До завершення перевірки організація має стан «Очікує верифікації», а вгорі кожної сторінки видно банер про це.</p><h2>Поки організація очікує верифікації</h2><ul><li>входити в систему і переглядати опубліковані <a href="/tenders" rel="noopener">тендери</a> з їхніми документами;</li><li>ставити запитання до тендерів (<a href="/faq/questions-answers" rel="noopener">як це працює</a>);</li><li>запрошувати колег і редагувати дані організації на сторінці <a href="/provider" rel="noopener">«Моя організація»</a>.</li></ul><p><strong>Не можна</strong>: створювати й подавати пропозиції.</p><h2>Після верифікації</h2><p>Щойно банк верифікує організацію, кожен її користувач отримає лист «Організацію верифіковано», банер зникне, а на картці тендера, що приймає пропозиції, з’явиться кнопка «Подати пропозицію». Як підготувати пропозицію — у статті <a href="/faq/offer-prepare-submit" rel="noopener">«Як підготувати й подати пропозицію»</a>.</p><h2>Коли верифікацію скасовують</h2><ul><li>Якщо змінити код ЄДРПОУ або РНОКПП уже верифікованої організації, верифікацію буде скасовано й банк перевірятиме організацію знову (<a href="/faq/organization-details" rel="noopener">докладніше</a>). Уже подані пропозиції залишаються поданими; відкликати їх можна завжди, а подати нову чи змінити подану — лише після повторної верифікації.</li><li>Якщо банк заблокує організацію, її користувачі отримають лист із причиною і більше не зможуть увійти, доки блокування не знімуть.</li></ul>', 'Після реєстрації банк перевіряє дані організації. До завершення перевірки організація має стан «Очікує верифікації», а вгорі кожної сторінки видно банер про це. Поки організація очікує верифікації входити в систему і переглядати опубліковані тендери з їхніми документами; ставити запитання до тендерів (як це працює); запрошувати колег і редагувати дані організації на сторінці «Моя організація». Не можна: створювати й подавати пропозиції. Після верифікації Щойно банк верифікує організацію, кожен її користувач отримає лист «Організацію верифіковано», банер зникне, а на картці тендера, що приймає пропозиції, з’явиться кнопка «Подати пропозицію». Як підготувати пропозицію — у статті «Як підготувати й подати пропозицію». Коли верифікацію скасовують Якщо змінити код ЄДРПОУ або РНОКПП уже верифікованої організації, верифікацію буде скасовано й банк перевірятиме організацію знову (докладніше). Уже подані пропозиції залишаються поданими; відкликати їх можна завжди, а подати нову чи змінити подану — лише після повторної верифікації. Якщо банк заблокує організацію, її користувачі отримають лист із причиною і більше не зможуть увійти, доки блокування не знімуть.', 2, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(4, 'sign-in', 'start', 'Вхід до системи і завершення сеансу', '<p>Увійти можна на сторінці <a href="/login" rel="noopener">входу</a>: логін — це ваша адреса електронної пошти (великі й малі літери не мають значення), і пароль.</p><h2>Коли сеанс завершується</h2><ul><li>після 1 год без жодних дій у системі;</li><li>у будь-якому разі через 12 годин після входу;</li><li>коли ви змінюєте пароль (завершуються ваші інші сеанси) або встановлюєте новий пароль за посиланням із листа (завершуються всі).</li></ul><p>Після цього система попросить увійти знову. Щоб не втратити набране, зберігайте пропозицію як чернетку, якщо відходите надовго.</p><h2>Якщо увійти не вдається</h2><ul><li>Забули пароль — натисніть «Забули пароль?» на сторінці входу (<a href="/faq/password-recovery" rel="noopener">як відновити пароль</a>).</li><li>Після багатьох невдалих спроб поспіль вхід тимчасово обмежується: система скаже, через скільки хвилин спробувати знову.</li><li>Якщо організацію заблоковано або ваш обліковий запис вимкнено, система скаже про це під час входу; у разі блокування — з причиною.</li><li>Якщо нічого з цього не допомагає, <a href="/feedback" rel="noopener">напишіть банку</a>, обравши тему «Реєстрація і доступ».</li></ul>', 'Увійти можна на сторінці входу: логін — це ваша адреса електронної пошти (великі й малі літери не мають значення), і пароль. Коли сеанс завершується після 1 год без жодних дій у системі; у будь-якому разі через 12 годин після входу; коли ви змінюєте пароль (завершуються ваші інші сеанси) або встановлюєте новий пароль за посиланням із листа (завершуються всі). Після цього система попросить увійти знову. Щоб не втратити набране, зберігайте пропозицію як чернетку, якщо відходите надовго. Якщо увійти не вдається Забули пароль — натисніть «Забули пароль?» на сторінці входу (як відновити пароль). Після багатьох невдалих спроб поспіль вхід тимчасово обмежується: система скаже, через скільки хвилин спробувати знову. Якщо організацію заблоковано або ваш обліковий запис вимкнено, система скаже про це під час входу; у разі блокування — з причиною. Якщо нічого з цього не допомагає, напишіть банку, обравши тему «Реєстрація і доступ».', 3, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(5, 'finding-tenders', 'tenders', 'Як знайти тендер: список, фільтри й пошук', '<p>Усі тендери, які банк опублікував, зібрано на сторінці <a href="/tenders" rel="noopener">«Тендери»</a>. Для кожного видно номер (виду ТТ-2026-000123), назву, регіон і відділення, потрібну пропускну здатність, кінцевий термін подання пропозицій і статус.</p><h2>Фільтри</h2><ul><li><strong>Статус</strong>: наприклад, «Прийом пропозицій» — тендери, на які ще можна подати пропозицію.</li><li><strong>Регіон</strong>: область або місто, де потрібне підключення.</li><li><strong>Кінцевий термін</strong>: діапазон дат.</li><li><strong>Пошук</strong>: за номером тендера, назвою, відділенням банку чи адресою. Регістр літер не має значення, тож «київ» знайде й «Київ».</li></ul><p>Натисніть на заголовок стовпця, щоб відсортувати список. Фільтри, сортування й сторінка зберігаються в адресі сторінки: її можна додати в закладки або надіслати колезі. «Скинути фільтри» повертає повний список.</p><h2>Картка тендера</h2><p>Натисніть на тендер, щоб відкрити його картку: вимоги до каналу (фізичне середовище, інтерфейс, протокол, пропускна здатність), строк договору, бажану дату підключення, опис, документи, <a href="/faq/questions-answers" rel="noopener">запитання та відповіді</a> і зворотний відлік до кінцевого терміну.</p><h2>Не пропустити новий тендер</h2><p>Увімкніть в <a href="/provider/organization/edit" rel="noopener">налаштуваннях організації</a> «Отримувати листи про кожен новий тендер» — і ви отримаєте лист щойно банк опублікує тендер (<a href="/faq/email-notifications" rel="noopener">докладніше про листи</a>).</p>', 'Усі тендери, які банк опублікував, зібрано на сторінці «Тендери». Для кожного видно номер (виду ТТ-2026-000123), назву, регіон і відділення, потрібну пропускну здатність, кінцевий термін подання пропозицій і статус. Фільтри Статус: наприклад, «Прийом пропозицій» — тендери, на які ще можна подати пропозицію. Регіон: область або місто, де потрібне підключення. Кінцевий термін: діапазон дат. Пошук: за номером тендера, назвою, відділенням банку чи адресою. Регістр літер не має значення, тож «київ» знайде й «Київ». Натисніть на заголовок стовпця, щоб відсортувати список. Фільтри, сортування й сторінка зберігаються в адресі сторінки: її можна додати в закладки або надіслати колезі. «Скинути фільтри» повертає повний список. Картка тендера Натисніть на тендер, щоб відкрити його картку: вимоги до каналу (фізичне середовище, інтерфейс, протокол, пропускна здатність), строк договору, бажану дату підключення, опис, документи, запитання та відповіді і зворотний відлік до кінцевого терміну. Не пропустити новий тендер Увімкніть в налаштуваннях організації «Отримувати листи про кожен новий тендер» — і ви отримаєте лист щойно банк опублікує тендер (докладніше про листи).', 0, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(6, 'deadlines-kyiv-time', 'tenders', 'Кінцевий термін і київський час', '<p><strong>Усі дати й час у системі та в листах — за київським часом</strong>, незалежно від часового поясу вашого комп’ютера чи телефона. Якщо ви працюєте з іншої країни, перераховуйте термін із Києва на свій час.</p><h2>Кінцевий термін подання пропозицій</h2><ul><li>Його видно в списку тендерів і на картці тендера, де працює зворотний відлік.</li><li>Термін перевіряє сервер за своїм годинником, а не годинник вашого пристрою. Пропозицію, яку сервер прийняв до терміну, прийнято.</li><li>Після терміну пропозиції не приймаються, не змінюються і не відкликаються, а запитання більше не ставляться. Не відкладайте подання на останні хвилини.</li><li>Публікуючи тендер, банк ставить кінцевий термін щонайменше на 1 год пізніше за момент публікації.</li></ul><h2>Продовження терміну</h2><p>Поки тендер приймає пропозиції, банк може продовжити термін (скоротити — ні). Якщо ваша організація має пропозицію в цьому тендері — подану, чернетку чи відкликану, — ви отримаєте лист зі старим і новим терміном.</p><h2>Нагадування</h2><p>Якщо до терміну лишається менше ніж 24 години, а у вашої організації є неподана чернетка, надійде лист-нагадування: банк не бачить чернеток, і після терміну подати її вже не можна.</p><h2>Що відбувається в момент терміну</h2><p>Якщо подано не менше пропозицій, ніж мінімальна кількість, указана на картці тендера, тендер переходить у стан «Розгляд пропозицій» і банк бачить подані пропозиції. Якщо менше — тендер «Не відбувся». Докладніше — у статті <a href="/faq/award-outcomes" rel="noopener">«Рішення за тендером»</a>.</p>', 'Усі дати й час у системі та в листах — за київським часом, незалежно від часового поясу вашого комп’ютера чи телефона. Якщо ви працюєте з іншої країни, перераховуйте термін із Києва на свій час. Кінцевий термін подання пропозицій Його видно в списку тендерів і на картці тендера, де працює зворотний відлік. Термін перевіряє сервер за своїм годинником, а не годинник вашого пристрою. Пропозицію, яку сервер прийняв до терміну, прийнято. Після терміну пропозиції не приймаються, не змінюються і не відкликаються, а запитання більше не ставляться. Не відкладайте подання на останні хвилини. Публікуючи тендер, банк ставить кінцевий термін щонайменше на 1 год пізніше за момент публікації. Продовження терміну Поки тендер приймає пропозиції, банк може продовжити термін (скоротити — ні). Якщо ваша організація має пропозицію в цьому тендері — подану, чернетку чи відкликану, — ви отримаєте лист зі старим і новим терміном. Нагадування Якщо до терміну лишається менше ніж 24 години, а у вашої організації є неподана чернетка, надійде лист-нагадування: банк не бачить чернеток, і після терміну подати її вже не можна. Що відбувається в момент терміну Якщо подано не менше пропозицій, ніж мінімальна кількість, указана на картці тендера, тендер переходить у стан «Розгляд пропозицій» і банк бачить подані пропозиції. Якщо менше — тендер «Не відбувся». Докладніше — у статті «Рішення за тендером».', 1, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(7, 'offer-prepare-submit', 'offers', 'Як підготувати й подати пропозицію', '<p>Пропозицію може подати користувач <a href="/faq/verification" rel="noopener">верифікованої організації</a>, поки тендер має стан «Прийом пропозицій» і кінцевий термін не минув. Одна організація подає одну пропозицію на тендер; працювати з нею може будь-який користувач організації.</p><h2>Крок за кроком</h2><ol><li>Відкрийте тендер у <a href="/tenders" rel="noopener">списку тендерів</a> і натисніть «Подати пропозицію».</li><li><strong>Вартість</strong>: щомісячна плата і вартість підключення (разово), з ПДВ чи без. Форма одразу рахує загальну вартість за строк тендера.</li><li><strong>Канал</strong>: пропускна здатність (Мбіт/с), фізичне середовище, інтерфейс і протокол. Їх треба вказати завжди, навіть якщо тендер допускає будь-яке значення: банк порівнює лише названі значення. Вимоги тендера форма показує поруч.</li><li><strong>Умови та строки</strong>: строк підключення (днів), строк договору (місяців), доступність за SLA (%) і, за бажання, коментар.</li><li><strong>Документи</strong>: технічні умови, ліцензії, комерційна пропозиція тощо. Вибрані файли завантажаться одразу після збереження (<a href="/faq/documents" rel="noopener">формати й розміри</a>).</li><li>«Зберегти чернетку» — якщо ще не готові. Банк не бачить чернеток.</li><li>«Подати пропозицію» — система ще раз покаже щомісячну плату, плату за весь строк договору й кінцевий термін і попросить підтвердити.</li></ol><p>Після подання пропозиція має стан «Подано». До кінцевого терміну її можна змінити або відкликати (<a href="/faq/offer-edit-withdraw" rel="noopener">як це зробити</a>), а банк не бачить її змісту (<a href="/faq/sealed-offers" rel="noopener">що означає «запечатані»</a>).</p><h2>Якщо щось пішло не так</h2><ul><li>Поле з помилкою підсвічується, а курсор переходить до нього; виправте його і збережіть ще раз.</li><li>Файл, який не вдалося завантажити, лишається в списку з причиною і кнопкою «Повторити».</li><li>Якщо пропозицію тим часом зберіг колега (або ви в іншій вкладці), система запропонує завантажити останню версію.</li></ul>', 'Пропозицію може подати користувач верифікованої організації, поки тендер має стан «Прийом пропозицій» і кінцевий термін не минув. Одна організація подає одну пропозицію на тендер; працювати з нею може будь-який користувач організації. Крок за кроком Відкрийте тендер у списку тендерів і натисніть «Подати пропозицію». Вартість: щомісячна плата і вартість підключення (разово), з ПДВ чи без. Форма одразу рахує загальну вартість за строк тендера. Канал: пропускна здатність (Мбіт/с), фізичне середовище, інтерфейс і протокол. Їх треба вказати завжди, навіть якщо тендер допускає будь-яке значення: банк порівнює лише названі значення. Вимоги тендера форма показує поруч. Умови та строки: строк підключення (днів), строк договору (місяців), доступність за SLA (%) і, за бажання, коментар. Документи: технічні умови, ліцензії, комерційна пропозиція тощо. Вибрані файли завантажаться одразу після збереження (формати й розміри). «Зберегти чернетку» — якщо ще не готові. Банк не бачить чернеток. «Подати пропозицію» — система ще раз покаже щомісячну плату, плату за весь строк договору й кінцевий термін і попросить підтвердити. Після подання пропозиція має стан «Подано». До кінцевого терміну її можна змінити або відкликати (як це зробити), а банк не бачить її змісту (що означає «запечатані»). Якщо щось пішло не так Поле з помилкою підсвічується, а курсор переходить до нього; виправте його і збережіть ще раз. Файл, який не вдалося завантажити, лишається в списку з причиною і кнопкою «Повторити». Якщо пропозицію тим часом зберіг колега (або ви в іншій вкладці), система запропонує завантажити останню версію.', 0, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(8, 'offer-edit-withdraw', 'offers', 'Як змінити або відкликати пропозицію', '<p>Поки кінцевий термін не минув, пропозицію можна змінювати скільки завгодно. Відкрийте тендер або свою пропозицію й натисніть «Редагувати».</p><h2>Зміна поданої пропозиції</h2><p>«Зберегти зміни» замінює подану версію новою, а час подання оновлюється. Окремо подавати ще раз не потрібно: змінена пропозиція лишається поданою. Документи поданої пропозиції теж можна додавати й видаляти до терміну.</p><h2>Відкликання</h2><p>Кнопка «Відкликати» знімає пропозицію з розгляду: банк її не бачитиме й не розглядатиме, навіть після терміну. Відкликати можна лише подану пропозицію, і це можливо завжди до терміну — навіть якщо верифікацію організації тим часом скасовано.</p><p>Відкликану пропозицію можна змінити й подати знову («Подати знову»), поки термін не минув. Документи відкликаної пропозиції не змінюються, доки ви не подасте її знову.</p><h2>Після кінцевого терміну</h2><p>Пропозиції не змінюються, не подаються й не відкликаються: у розгляді бере участь саме та версія, що була подана на момент терміну. Чернетка, не подана до терміну, в розгляді не бере участі. Див. також <a href="/faq/deadlines-kyiv-time" rel="noopener">«Кінцевий термін і київський час»</a>.</p>', 'Поки кінцевий термін не минув, пропозицію можна змінювати скільки завгодно. Відкрийте тендер або свою пропозицію й натисніть «Редагувати». Зміна поданої пропозиції «Зберегти зміни» замінює подану версію новою, а час подання оновлюється. Окремо подавати ще раз не потрібно: змінена пропозиція лишається поданою. Документи поданої пропозиції теж можна додавати й видаляти до терміну. Відкликання Кнопка «Відкликати» знімає пропозицію з розгляду: банк її не бачитиме й не розглядатиме, навіть після терміну. Відкликати можна лише подану пропозицію, і це можливо завжди до терміну — навіть якщо верифікацію організації тим часом скасовано. Відкликану пропозицію можна змінити й подати знову («Подати знову»), поки термін не минув. Документи відкликаної пропозиції не змінюються, доки ви не подасте її знову. Після кінцевого терміну Пропозиції не змінюються, не подаються й не відкликаються: у розгляді бере участь саме та версія, що була подана на момент терміну. Чернетка, не подана до терміну, в розгляді не бере участі. Див. також «Кінцевий термін і київський час».', 1, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(9, 'sealed-offers', 'offers', 'Що означає «пропозиції запечатані»', '<p>До кінцевого терміну подання пропозицій вони запечатані: ніхто в банку — навіть адміністратор — не може дізнатися ні змісту пропозиції, ні того, яка організація її подала. Так конкуренти мають рівні умови, а банк не може підлаштувати рішення під когось заздалегідь.</p><h2>Для провайдера</h2><ul><li>Вашу пропозицію в будь-якому стані бачите ви й колеги з вашої організації. Банк бачить лише подану пропозицію і лише після кінцевого терміну; чернеток і відкликаних пропозицій він не бачить ніколи.</li><li>До терміну банк знає тільки кількість поданих пропозицій — без цін, документів і назв організацій.</li><li>Інші провайдери не бачать вашої пропозиції ні до, ні після терміну; ви так само не бачите чужих пропозицій і їхньої кількості.</li><li>Поки пропозиції запечатані, банк не бачить, яка організація поставила запитання.</li><li>Якщо тендер скасовано до терміну, пропозиції не розкриваються ніколи.</li><li>Листи провайдерам ніколи не містять цін, змісту пропозицій чи назв інших організацій.</li></ul><h2>Для працівників банку</h2><ul><li>До терміну на картці тендера видно лише кількість поданих пропозицій; список пропозицій і порівняння недоступні, а записи про пропозиції не показуються в історії дій.</li><li>З кінцевого терміну пропозиції розкриваються: у порівнянні видно подані пропозиції, а також хто ставив запитання.</li></ul><h2>Історія дій</h2><p>Кожна дія з тендером записується в історію, а записи пов’язані ланцюжком контрольних сум: змінити чи видалити запис непомітно неможливо. Організація, що подавала пропозицію, бачить історію тендера від публікації; інші учасники показані в ній без назв.</p>', 'До кінцевого терміну подання пропозицій вони запечатані: ніхто в банку — навіть адміністратор — не може дізнатися ні змісту пропозиції, ні того, яка організація її подала. Так конкуренти мають рівні умови, а банк не може підлаштувати рішення під когось заздалегідь. Для провайдера Вашу пропозицію в будь-якому стані бачите ви й колеги з вашої організації. Банк бачить лише подану пропозицію і лише після кінцевого терміну; чернеток і відкликаних пропозицій він не бачить ніколи. До терміну банк знає тільки кількість поданих пропозицій — без цін, документів і назв організацій. Інші провайдери не бачать вашої пропозиції ні до, ні після терміну; ви так само не бачите чужих пропозицій і їхньої кількості. Поки пропозиції запечатані, банк не бачить, яка організація поставила запитання. Якщо тендер скасовано до терміну, пропозиції не розкриваються ніколи. Листи провайдерам ніколи не містять цін, змісту пропозицій чи назв інших організацій. Для працівників банку До терміну на картці тендера видно лише кількість поданих пропозицій; список пропозицій і порівняння недоступні, а записи про пропозиції не показуються в історії дій. З кінцевого терміну пропозиції розкриваються: у порівнянні видно подані пропозиції, а також хто ставив запитання. Історія дій Кожна дія з тендером записується в історію, а записи пов’язані ланцюжком контрольних сум: змінити чи видалити запис непомітно неможливо. Організація, що подавала пропозицію, бачить історію тендера від публікації; інші учасники показані в ній без назв.', 2, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(10, 'documents', 'documents', 'Документи: формати, розміри, кількість', '<p>До тендера банк додає свої документи (технічні умови, проєкт договору), а до пропозиції ви додаєте свої. Усі документи завантажуються однаково — перетягніть файли в поле «Додати документи» або натисніть на нього, щоб вибрати.</p><h2>Які файли приймаються</h2><ul><li><strong>PDF</strong>: pdf</li><li><strong>Документи Office</strong>: doc, docx, xls, xlsx, ppt, pptx, odt, ods, rtf</li><li><strong>Зображення</strong>: png, jpg, jpeg, tif, tiff</li><li><strong>ZIP-архів</strong>: zip</li></ul><h2>Розмір і кількість</h2><ul><li>Найбільший розмір одного файлу — <strong>20 МБ</strong>.</li><li>До одного тендера і до однієї пропозиції можна додати не більше ніж <strong>30 документів</strong>. Якщо файлів більше, об’єднайте їх у ZIP-архів.</li><li>Формат визначається за вмістом файлу, а не лише за назвою: розширення має відповідати вмісту. Перейменований файл іншого типу буде відхилено.</li><li>Порожні файли й файли без розширення не приймаються.</li></ul><h2>Документи пропозиції</h2><ul><li>Їх можна додавати й видаляти, поки пропозиція — чернетка або подана, і поки тендер приймає пропозиції.</li><li>У формі пропозиції вибрані файли завантажуються одразу після збереження; файл, що не завантажився, лишається в списку з причиною і кнопкою «Повторити».</li><li>До кінцевого терміну банк не бачить документів пропозиції, як і самої пропозиції (<a href="/faq/sealed-offers" rel="noopener">докладніше</a>).</li></ul><h2>Контрольна сума</h2><p>Для кожного документа показано контрольну суму SHA-256. За нею можна перевірити, що завантажений файл не змінено: однаковий вміст завжди дає однакову суму.</p><p>Якщо банк додає документ до опублікованого тендера, організації, які мають у ньому пропозицію, отримують лист із назвою файлу.</p>', 'До тендера банк додає свої документи (технічні умови, проєкт договору), а до пропозиції ви додаєте свої. Усі документи завантажуються однаково — перетягніть файли в поле «Додати документи» або натисніть на нього, щоб вибрати. Які файли приймаються PDF: pdf Документи Office: doc, docx, xls, xlsx, ppt, pptx, odt, ods, rtf Зображення: png, jpg, jpeg, tif, tiff ZIP-архів: zip Розмір і кількість Найбільший розмір одного файлу — 20 МБ. До одного тендера і до однієї пропозиції можна додати не більше ніж 30 документів. Якщо файлів більше, об’єднайте їх у ZIP-архів. Формат визначається за вмістом файлу, а не лише за назвою: розширення має відповідати вмісту. Перейменований файл іншого типу буде відхилено. Порожні файли й файли без розширення не приймаються. Документи пропозиції Їх можна додавати й видаляти, поки пропозиція — чернетка або подана, і поки тендер приймає пропозиції. У формі пропозиції вибрані файли завантажуються одразу після збереження; файл, що не завантажився, лишається в списку з причиною і кнопкою «Повторити». До кінцевого терміну банк не бачить документів пропозиції, як і самої пропозиції (докладніше). Контрольна сума Для кожного документа показано контрольну суму SHA-256. За нею можна перевірити, що завантажений файл не змінено: однаковий вміст завжди дає однакову суму. Якщо банк додає документ до опублікованого тендера, організації, які мають у ньому пропозицію, отримують лист із назвою файлу.', 0, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(16, 'invite-colleagues', 'account', 'Як запросити колег', '<p>В одній організації може працювати кілька людей. Кожен має власний логін і пароль, а діє від імені організації з тими самими правами: готує й подає пропозиції, ставить запитання, змінює дані організації й запрошує інших.</p><h2>Запрошення</h2><ol><li>Відкрийте <a href="/provider" rel="noopener">«Моя організація»</a>, розділ «Користувачі організації».</li><li>Натисніть «Запросити колегу», вкажіть електронну пошту, ім’я та прізвище колеги й натисніть «Надіслати запрошення».</li><li>Колега отримає лист із посиланням «Прийняти запрошення». Посилання діє <strong>7 днів</strong>: за ним колега встановлює свій пароль і входить.</li></ol><p>Доки запрошення не прийнято, колега має стан «запрошений». Якщо лист загубився або строк минув, натисніть «Надіслати запрошення ще раз»: надійде нове посилання, а попереднє перестане діяти.</p><h2>Варто знати</h2><ul><li>Одна адреса пошти — один обліковий запис у системі: запросити людину, яка вже має обліковий запис, не вийде.</li><li>Запрошення й зміни даних організації записуються в журнал змін на тій самій сторінці.</li><li>Щоб вимкнути обліковий запис працівника, який більше не працює у вас, <a href="/feedback" rel="noopener">напишіть банку</a>.</li></ul>', 'В одній організації може працювати кілька людей. Кожен має власний логін і пароль, а діє від імені організації з тими самими правами: готує й подає пропозиції, ставить запитання, змінює дані організації й запрошує інших. Запрошення Відкрийте «Моя організація», розділ «Користувачі організації». Натисніть «Запросити колегу», вкажіть електронну пошту, ім’я та прізвище колеги й натисніть «Надіслати запрошення». Колега отримає лист із посиланням «Прийняти запрошення». Посилання діє 7 днів: за ним колега встановлює свій пароль і входить. Доки запрошення не прийнято, колега має стан «запрошений». Якщо лист загубився або строк минув, натисніть «Надіслати запрошення ще раз»: надійде нове посилання, а попереднє перестане діяти. Варто знати Одна адреса пошти — один обліковий запис у системі: запросити людину, яка вже має обліковий запис, не вийде. Запрошення й зміни даних організації записуються в журнал змін на тій самій сторінці. Щоб вимкнути обліковий запис працівника, який більше не працює у вас, напишіть банку.', 2, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(11, 'questions-answers', 'documents', 'Запитання до тендера і відповіді банку', '<p>Якщо в умовах тендера щось незрозуміло, запитайте банк прямо на картці тендера, у розділі «Запитання та відповіді». Ставити запитання можуть усі провайдери, зокрема організації, що ще очікують верифікації.</p><h2>Як поставити запитання</h2><ol><li>Відкрийте тендер у <a href="/tenders" rel="noopener">списку тендерів</a>.</li><li>У розділі «Запитання та відповіді» напишіть запитання й натисніть «Надіслати запитання».</li><li>Поки банк не відповів, запитання позначено «Очікує відповіді»; його бачать банк, ви й ваші колеги.</li></ol><h2>Хто що бачить</h2><ul><li>Відповідь банку бачать усі провайдери — разом із запитанням, але без назви вашої організації.</li><li>Поки пропозиції запечатані, банк не знає, яка організація поставила запитання; це стає видно лише після кінцевого терміну.</li><li>Інші провайдери ніколи не дізнаються, хто запитував.</li></ul><h2>Листи</h2><p>Коли банк відповідає або виправляє відповідь, лист із запитанням і відповіддю отримують автор запитання та організації, що мають пропозицію в тендері (якщо вони не <a href="/faq/email-notifications" rel="noopener">вимкнули необов’язкові листи</a>).</p><h2>Строки</h2><p>Запитання ставлять і відповіді дають, поки тендер приймає пропозиції. Після кінцевого терміну нові запитання не приймаються, а наявні відповіді лишаються на картці.</p>', 'Якщо в умовах тендера щось незрозуміло, запитайте банк прямо на картці тендера, у розділі «Запитання та відповіді». Ставити запитання можуть усі провайдери, зокрема організації, що ще очікують верифікації. Як поставити запитання Відкрийте тендер у списку тендерів. У розділі «Запитання та відповіді» напишіть запитання й натисніть «Надіслати запитання». Поки банк не відповів, запитання позначено «Очікує відповіді»; його бачать банк, ви й ваші колеги. Хто що бачить Відповідь банку бачать усі провайдери — разом із запитанням, але без назви вашої організації. Поки пропозиції запечатані, банк не знає, яка організація поставила запитання; це стає видно лише після кінцевого терміну. Інші провайдери ніколи не дізнаються, хто запитував. Листи Коли банк відповідає або виправляє відповідь, лист із запитанням і відповіддю отримують автор запитання та організації, що мають пропозицію в тендері (якщо вони не вимкнули необов’язкові листи). Строки Запитання ставлять і відповіді дають, поки тендер приймає пропозиції. Після кінцевого терміну нові запитання не приймаються, а наявні відповіді лишаються на картці.', 1, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(12, 'award-outcomes', 'results', 'Рішення за тендером: переможець, «Не обрано», «Не відбувся», «Скасовано»', '<p>Після кінцевого терміну банк розглядає подані пропозиції: порівнює ціни, канал, строки й відповідність вимогам тендера. Тендер у цей час має стан «Розгляд пропозицій».</p><h2>Визначено переможця</h2><ul><li>Банк обирає одну з поданих пропозицій. Вона отримує стан «Переможець», усі інші подані — «Не обрано».</li><li>Кожна організація-учасник отримує лист лише про свій результат. Хто переміг і з якою ціною, іншим учасникам не повідомляють.</li><li>Коли договір підписано або канал підключено, банк позначає тендер «Завершено».</li></ul><h2>Тендер не відбувся</h2><ul><li>Автоматично — якщо на момент кінцевого терміну подано менше пропозицій, ніж мінімальна кількість, указана на картці тендера. Причина, наприклад «Подано менше пропозицій, ніж потрібно: 1 з 2», показана біля статусу.</li><li>За рішенням банку під час розгляду — наприклад, якщо всі пропозиції значно дорожчі за очікування. Банк завжди вказує причину.</li><li>Переможця немає; подані пропозиції лишаються в стані «Подано» — ніхто не програв іншому провайдеру.</li></ul><h2>Тендер скасовано</h2><ul><li>Банк може скасувати тендер до визначення результату, завжди з причиною.</li><li>Якщо тендер скасовано до кінцевого терміну, пропозиції лишаються запечатаними назавжди — банк їх так і не побачить.</li></ul><p>Про результат, скасування тендера чи те, що він не відбувся, організації з пропозицією в тендері отримують лист. Усі тендери, у яких ви подавали пропозицію, з результатами видно в <a href="/faq/tender-archive" rel="noopener">архіві тендерів</a>.</p>', 'Після кінцевого терміну банк розглядає подані пропозиції: порівнює ціни, канал, строки й відповідність вимогам тендера. Тендер у цей час має стан «Розгляд пропозицій». Визначено переможця Банк обирає одну з поданих пропозицій. Вона отримує стан «Переможець», усі інші подані — «Не обрано». Кожна організація-учасник отримує лист лише про свій результат. Хто переміг і з якою ціною, іншим учасникам не повідомляють. Коли договір підписано або канал підключено, банк позначає тендер «Завершено». Тендер не відбувся Автоматично — якщо на момент кінцевого терміну подано менше пропозицій, ніж мінімальна кількість, указана на картці тендера. Причина, наприклад «Подано менше пропозицій, ніж потрібно: 1 з 2», показана біля статусу. За рішенням банку під час розгляду — наприклад, якщо всі пропозиції значно дорожчі за очікування. Банк завжди вказує причину. Переможця немає; подані пропозиції лишаються в стані «Подано» — ніхто не програв іншому провайдеру. Тендер скасовано Банк може скасувати тендер до визначення результату, завжди з причиною. Якщо тендер скасовано до кінцевого терміну, пропозиції лишаються запечатаними назавжди — банк їх так і не побачить. Про результат, скасування тендера чи те, що він не відбувся, організації з пропозицією в тендері отримують лист. Усі тендери, у яких ви подавали пропозицію, з результатами видно в архіві тендерів.', 0, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(13, 'tender-archive', 'results', 'Архів тендерів вашої організації', '<p>На сторінці <a href="/provider/history" rel="noopener">«Архів тендерів»</a> зібрано тендери, у яких ваша організація подавала пропозицію (чернетки не враховуються): номер і назва тендера, регіон, кінцевий термін, статус тендера, ваша щомісячна плата, час подання і результат.</p><ul><li>Фільтруйте за статусом тендера і результатом або шукайте за номером, назвою чи адресою.</li><li>З кожного рядка можна перейти до тендера або до своєї пропозиції.</li><li>Показники організації (кількість пропозицій і перемог) видно на сторінці <a href="/provider" rel="noopener">«Моя організація»</a>.</li></ul><p>На картці тендера, у якому ви брали участь, є посилання на історію дій: від публікації до рішення, з часом кожної події.</p>', 'На сторінці «Архів тендерів» зібрано тендери, у яких ваша організація подавала пропозицію (чернетки не враховуються): номер і назва тендера, регіон, кінцевий термін, статус тендера, ваша щомісячна плата, час подання і результат. Фільтруйте за статусом тендера і результатом або шукайте за номером, назвою чи адресою. З кожного рядка можна перейти до тендера або до своєї пропозиції. Показники організації (кількість пропозицій і перемог) видно на сторінці «Моя організація». На картці тендера, у якому ви брали участь, є посилання на історію дій: від публікації до рішення, з часом кожної події.', 1, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(14, 'email-notifications', 'account', 'Листи від системи і як їх вимкнути', '<p>Система надсилає листи двох видів. Унизу кожного листа сказано, чому ви його отримали і чи можна такі листи вимкнути.</p><h2>Листи, що надходять завжди</h2><p>Посилання для відновлення пароля, запрошення, верифікація чи блокування організації. Від них залежить, чи можете ви працювати, тому вимкнути їх не можна.</p><h2>Необов’язкові листи про тендери</h2><ul><li>новий тендер (якщо організація підписана на такі листи);</li><li>уточнення опису, продовження терміну чи новий документ тендера, у якому ваша організація має пропозицію;</li><li>відповідь на запитання;</li><li>нагадування про неподану чернетку за 24 години до терміну;</li><li>результат тендера, його скасування або те, що він не відбувся.</li></ul><h2>Як вимкнути</h2><ul><li><strong>Усі необов’язкові листи для себе</strong>: у <a href="/account/profile" rel="noopener">«Моєму профілі»</a> вимкніть «Отримувати необов’язкові листи» і збережіть.</li><li><strong>Листи про кожен новий тендер для організації</strong>: в <a href="/provider/organization/edit" rel="noopener">налаштуваннях організації</a> вимкніть «Отримувати листи про кожен новий тендер».</li></ul><p>Кожен отримувач одержує окремий лист, тож ніхто не бачить чужих адрес. Час у листах — за київським.</p>', 'Система надсилає листи двох видів. Унизу кожного листа сказано, чому ви його отримали і чи можна такі листи вимкнути. Листи, що надходять завжди Посилання для відновлення пароля, запрошення, верифікація чи блокування організації. Від них залежить, чи можете ви працювати, тому вимкнути їх не можна. Необов’язкові листи про тендери новий тендер (якщо організація підписана на такі листи); уточнення опису, продовження терміну чи новий документ тендера, у якому ваша організація має пропозицію; відповідь на запитання; нагадування про неподану чернетку за 24 години до терміну; результат тендера, його скасування або те, що він не відбувся. Як вимкнути Усі необов’язкові листи для себе: у «Моєму профілі» вимкніть «Отримувати необов’язкові листи» і збережіть. Листи про кожен новий тендер для організації: в налаштуваннях організації вимкніть «Отримувати листи про кожен новий тендер». Кожен отримувач одержує окремий лист, тож ніхто не бачить чужих адрес. Час у листах — за київським.', 0, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(15, 'password-recovery', 'account', 'Забули пароль: відновлення і зміна пароля', '<h2>Відновлення</h2><ol><li>На сторінці <a href="/login" rel="noopener">входу</a> натисніть «Забули пароль?» або відкрийте <a href="/reset" rel="noopener">відновлення пароля</a>.</li><li>Вкажіть адресу електронної пошти облікового запису й натисніть «Надіслати посилання».</li><li>Відкрийте лист і перейдіть за посиланням. Воно діє <strong>1 годину</strong> і лише один раз.</li><li>Двічі введіть новий пароль і натисніть «Зберегти пароль». Після цього всі ваші сеанси завершаться — увійдіть з новим паролем.</li></ol><p>З міркувань безпеки система не каже, чи зареєстровано вказану адресу. Якщо лист не надійшов за кілька хвилин, перевірте папку «Спам» і правильність адреси, а тоді запросіть нове посилання.</p><h2>Яким має бути пароль</h2><ul><li>щонайменше 12 символів;</li><li>найкраще — фраза з кількох незвичних слів; цифри й символи не обов’язкові;</li><li>поширені й зламані паролі, а також ваші ім’я, прізвище чи адреса пошти не підійдуть — індикатор під полем підкаже, наскільки пароль надійний.</li></ul><h2>Зміна пароля</h2><p>Якщо ви пам’ятаєте пароль, змініть його на сторінці <a href="/account/password" rel="noopener">«Зміна пароля»</a> (меню користувача → «Змінити пароль»): вкажіть поточний і новий пароль. Ваші сеанси на інших пристроях завершаться.</p>', 'Відновлення На сторінці входу натисніть «Забули пароль?» або відкрийте відновлення пароля. Вкажіть адресу електронної пошти облікового запису й натисніть «Надіслати посилання». Відкрийте лист і перейдіть за посиланням. Воно діє 1 годину і лише один раз. Двічі введіть новий пароль і натисніть «Зберегти пароль». Після цього всі ваші сеанси завершаться — увійдіть з новим паролем. З міркувань безпеки система не каже, чи зареєстровано вказану адресу. Якщо лист не надійшов за кілька хвилин, перевірте папку «Спам» і правильність адреси, а тоді запросіть нове посилання. Яким має бути пароль щонайменше 12 символів; найкраще — фраза з кількох незвичних слів; цифри й символи не обов’язкові; поширені й зламані паролі, а також ваші ім’я, прізвище чи адреса пошти не підійдуть — індикатор під полем підкаже, наскільки пароль надійний. Зміна пароля Якщо ви пам’ятаєте пароль, змініть його на сторінці «Зміна пароля» (меню користувача → «Змінити пароль»): вкажіть поточний і новий пароль. Ваші сеанси на інших пристроях завершаться.', 1, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(17, 'organization-details', 'account', 'Зміна даних організації', '<p>Дані організації видно на сторінці <a href="/provider" rel="noopener">«Моя організація»</a>. Щоб їх змінити, натисніть «Редагувати» або відкрийте <a href="/provider/organization/edit" rel="noopener">редагування організації</a>.</p><ul><li>назву і торгову марку, вебсайт, ІПН платника ПДВ;</li><li>контакти й адреси пошти бухгалтерії та технічної служби — кожен окремим рядком;</li><li>«Отримувати листи про кожен новий тендер» і «Лише електронний документообіг».</li></ul><h2>Зміна коду ЄДРПОУ або РНОКПП</h2><p>Якщо організацію вже верифіковано, зміна коду скасовує верифікацію: банк отримає лист і перевірятиме організацію знову, а подавати пропозиції до того не можна (<a href="/faq/verification" rel="noopener">що можна до верифікації</a>). Форма попередить про це перед збереженням.</p><p>Кожна зміна потрапляє в журнал змін організації; працівників банку в ньому позначено як «Банк».</p>', 'Дані організації видно на сторінці «Моя організація». Щоб їх змінити, натисніть «Редагувати» або відкрийте редагування організації. назву і торгову марку, вебсайт, ІПН платника ПДВ; контакти й адреси пошти бухгалтерії та технічної служби — кожен окремим рядком; «Отримувати листи про кожен новий тендер» і «Лише електронний документообіг». Зміна коду ЄДРПОУ або РНОКПП Якщо організацію вже верифіковано, зміна коду скасовує верифікацію: банк отримає лист і перевірятиме організацію знову, а подавати пропозиції до того не можна (що можна до верифікації). Форма попередить про це перед збереженням. Кожна зміна потрапляє в журнал змін організації; працівників банку в ньому позначено як «Банк».', 3, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT),
	(18, 'contact-bank', 'account', 'Як написати банку', '<p>Якщо відповіді немає в довідці, напишіть банку через форму <a href="/feedback" rel="noopener">зворотного зв’язку</a>. Вона відкрита для всіх, навіть без входу в систему.</p><ol><li>Вкажіть ім’я та адресу електронної пошти (якщо ви ввійшли, їх уже заповнено).</li><li>Оберіть тему: «Запитання щодо тендера», «Реєстрація і доступ», «Технічна проблема», «Пропозиція щодо роботи системи», «Інше».</li><li>Опишіть питання: номер тендера, що ви робили і що побачили на екрані.</li><li>Пройдіть перевірку «Я не робот» і надішліть.</li></ol><p>Звернення отримають адміністратори банку, а відповідь надійде на вказану адресу електронної пошти.</p><p>Запитання щодо умов конкретного тендера краще ставити на його картці (<a href="/faq/questions-answers" rel="noopener">як це зробити</a>): відповідь побачать усі провайдери, і ніхто не дізнається, хто запитував.</p>', 'Якщо відповіді немає в довідці, напишіть банку через форму зворотного зв’язку. Вона відкрита для всіх, навіть без входу в систему. Вкажіть ім’я та адресу електронної пошти (якщо ви ввійшли, їх уже заповнено). Оберіть тему: «Запитання щодо тендера», «Реєстрація і доступ», «Технічна проблема», «Пропозиція щодо роботи системи», «Інше». Опишіть питання: номер тендера, що ви робили і що побачили на екрані. Пройдіть перевірку «Я не робот» і надішліть. Звернення отримають адміністратори банку, а відповідь надійде на вказану адресу електронної пошти. Запитання щодо умов конкретного тендера краще ставити на його картці (як це зробити): відповідь побачать усі провайдери, і ніхто не дізнається, хто запитував.', 4, true, '2026-11-28 05:04:23.39896+00', '2026-11-28 05:04:23.39896+00', NULL, DEFAULT);


--
-- Data for Name: feedback_messages; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.feedback_messages VALUES
	(1, 'Василь Петренко', 'visitor@example.ua', 'access', 'Не можу знайти, як зареєструвати організацію-провайдера.', NULL, 'answered', '2026-11-28 05:04:25.947718+00', '2026-11-28 05:04:25.964+00', 1, DEFAULT);


--
-- Data for Name: feedback_replies; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.feedback_replies VALUES
	(1, 1, 'Кнопка «Реєстрація» — на сторінці входу.', 1, 9, '2026-11-28 05:04:25.960785+00');


--
-- Data for Name: history_notifications; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.history_notifications VALUES
	(14, 0, '2026-11-28 05:04:25.293298+00'),
	(18, 0, '2026-11-28 05:04:25.295894+00'),
	(20, 0, '2026-11-28 05:04:25.303786+00'),
	(22, 0, '2026-11-28 05:04:25.30606+00'),
	(66, 0, '2026-11-28 05:04:25.307729+00'),
	(68, 0, '2026-11-28 05:04:25.309296+00'),
	(69, 0, '2026-11-28 05:04:25.323136+00'),
	(77, 0, '2026-11-28 05:04:25.325521+00'),
	(81, 0, '2026-11-28 05:04:25.326949+00'),
	(84, 0, '2026-11-28 05:04:25.328429+00'),
	(87, 2, '2026-11-28 05:04:25.330119+00'),
	(89, 0, '2026-11-28 05:04:25.359106+00'),
	(92, 0, '2026-11-28 05:04:25.365837+00'),
	(99, 0, '2026-11-28 05:04:25.372774+00'),
	(103, 0, '2026-11-28 05:04:25.37471+00'),
	(108, 0, '2026-11-28 05:04:25.376364+00'),
	(113, 0, '2026-11-28 05:04:25.377916+00'),
	(117, 0, '2026-11-28 05:04:25.379095+00'),
	(119, 0, '2026-11-28 05:04:25.380671+00'),
	(122, 0, '2026-11-28 05:04:25.385588+00'),
	(124, 0, '2026-11-28 05:04:25.387414+00'),
	(127, 0, '2026-11-28 05:04:25.38894+00'),
	(129, 0, '2026-11-28 05:04:25.390337+00'),
	(132, 0, '2026-11-28 05:04:25.391781+00'),
	(134, 0, '2026-11-28 05:04:25.408151+00'),
	(137, 0, '2026-11-28 05:04:25.410728+00'),
	(140, 0, '2026-11-28 05:04:25.412762+00'),
	(144, 0, '2026-11-28 05:04:25.414945+00'),
	(147, 0, '2026-11-28 05:04:25.419384+00'),
	(150, 0, '2026-11-28 05:04:25.420755+00'),
	(153, 0, '2026-11-28 05:04:25.422322+00'),
	(156, 0, '2026-11-28 05:04:25.424869+00'),
	(159, 0, '2026-11-28 05:04:25.426387+00'),
	(161, 0, '2026-11-28 05:04:25.427896+00'),
	(163, 0, '2026-11-28 05:04:25.429769+00'),
	(165, 0, '2026-11-28 05:04:25.431119+00'),
	(167, 0, '2026-11-28 05:04:25.432682+00'),
	(169, 0, '2026-11-28 05:04:25.434331+00'),
	(171, 0, '2026-11-28 05:04:25.435683+00'),
	(174, 0, '2026-11-28 05:04:25.437242+00'),
	(175, 1, '2026-11-28 05:04:25.438704+00'),
	(176, 1, '2026-11-28 05:04:25.444397+00'),
	(177, 1, '2026-11-28 05:04:25.449694+00'),
	(178, 1, '2026-11-28 05:04:25.456347+00'),
	(179, 0, '2026-11-28 05:04:26.125702+00'),
	(180, 0, '2026-11-28 05:04:26.147179+00'),
	(182, 3, '2026-11-28 05:04:26.159504+00');


--
-- Data for Name: it_managers; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.it_managers VALUES
	(1, 1, 'Ковальчук Марина Петрівна', 'ІТ-менеджер регіону', 'it-region@demo.ua', '+380 44 000 00 01', '2026-11-28 05:04:25.60436+00', '2026-11-28 05:04:25.60436+00');


--
-- Data for Name: library_files; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.library_files VALUES
	(1, 1, 'Типовий договір.pdf', 'application/pdf', 329, '4c79ca82d4d6142dc3a05282ca249ad79a0bbeae51060cbc84e913bfdecbb757', 'c208829d92c71878806047393f5a0f0b', 1, '2026-11-28 05:04:25.652545+00', '2026-11-28 05:04:25.652545+00', NULL, DEFAULT);


--
-- Data for Name: library_folders; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.library_folders VALUES
	(1, NULL, 'Типові документи', 1, '2026-11-28 05:04:25.619248+00', '2026-11-28 05:04:25.619248+00');


--
-- Data for Name: mail_account; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.mail_account VALUES
	(1, '127.0.0.1', 2, 'none', 'tender@demo.ua', 'Телеком Тендер', 'tender@demo.ua', 'ZPLb8JXAOKMiua71VuTk7Lzk2gL741DGkylhE3Q6eXGjnXwc4ssqCtYxIPqU', '2026-11-28 05:04:25.671917+00', 1);


--
-- Data for Name: offers; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.offers VALUES
	(1, 6, 1, 5, 26900.00, 15000.00, true, 1000, 1, 10, 13, 21, 36, 99.900, 'Два незалежні вводи в будівлю, резервування на рівні ядра мережі.', 'submitted', '2026-11-22 15:04:00+00', '2026-11-22 12:04:00+00', '2026-11-22 15:04:00+00', 2),
	(2, 6, 4, 8, 24800.00, 22000.00, true, 1000, 1, 10, 13, 28, 36, 99.950, 'Прокладання власної оптики від вузла на Контрактовій площі.', 'submitted', '2026-11-25 10:04:00+00', '2026-11-25 06:04:00+00', '2026-11-25 10:04:00+00', 2),
	(3, 7, 2, 6, 3650.00, 2500.00, true, 100, 1, 8, 13, 14, 24, 99.500, 'Підключення від вузла на вул. Соборній, будівельна готовність є.', 'submitted', '2026-11-24 15:04:00+00', '2026-11-24 12:04:00+00', '2026-11-24 15:04:00+00', 2),
	(4, 7, 1, 5, 3800.00, 1800.00, true, 100, 1, 8, 13, 10, 24, 99.700, 'Чернетка: чекаємо результатів обстеження.', 'draft', NULL, '2026-11-26 06:04:00+00', '2026-11-26 06:04:00+00', 1),
	(5, 8, 2, 6, 7900.00, 4000.00, true, 200, 1, 8, 15, 10, 36, 99.700, 'MPLS-мережа з власним вузлом у центрі міста.', 'submitted', '2026-11-23 07:04:00+00', '2026-11-23 04:04:00+00', '2026-11-23 07:04:00+00', 2),
	(6, 8, 4, 8, 8300.00, 0.00, true, 200, 1, 8, 15, 21, 36, 99.900, 'Підключення без разової плати за умови договору на 36 місяців.', 'submitted', '2026-11-25 18:04:00+00', '2026-11-25 14:04:00+00', '2026-11-25 18:04:00+00', 2),
	(7, 10, 1, 5, 5100.00, 3000.00, true, 200, 1, 8, 13, 14, 24, 99.500, 'Симетричний канал, статична IPv4-адреса /29 включена.', 'submitted', '2026-11-26 12:34:00+00', '2026-11-26 09:34:00+00', '2026-11-26 12:34:00+00', 2),
	(8, 14, 5, 9, 3200.00, 1500.00, true, 100, 1, 8, 13, 10, 24, 99.500, 'Власна оптична мережа в центрі Тернополя, вузол за 300 м.', 'submitted', '2026-11-19 02:03:00+00', '2026-11-18 23:03:00+00', '2026-11-19 02:03:00+00', 2),
	(9, 14, 1, 5, 3450.00, 0.00, true, 100, 1, 8, 13, 14, 24, 99.700, 'Підключення безкоштовне, моніторинг каналу 24/7.', 'submitted', '2026-11-21 08:02:00+00', '2026-11-21 04:02:00+00', '2026-11-21 08:02:00+00', 2),
	(10, 14, 2, 6, 3500.00, 2000.00, true, 100, 1, 8, 13, 21, 24, 99.500, 'Відкликано: немає технічної можливості в цьому районі.', 'withdrawn', '2026-11-23 14:01:00+00', '2026-11-23 09:01:00+00', '2026-11-25 20:00:00+00', 3),
	(11, 14, 4, 8, 3390.00, 2500.00, true, 100, 1, 8, 13, 21, 24, 99.900, 'Резервне живлення вузла, SLA з компенсацією.', 'submitted', '2026-11-25 20:00:00+00', '2026-11-25 14:00:00+00', '2026-11-25 20:00:00+00', 2),
	(12, 15, 5, 9, 2100.00, 1200.00, true, 50, 1, 7, 13, 7, 24, 99.500, 'Оптика від вузла на вул. Соборній.', 'submitted', '2026-11-18 22:22:00+00', '2026-11-18 19:22:00+00', '2026-11-18 22:22:00+00', 2),
	(13, 15, 6, 10, 1450.00, 900.00, true, 50, 3, 7, 13, 5, 24, 99.000, 'Радіорелейний канал 5 ГГц, пряма видимість до нашої вежі перевірена.', 'submitted', '2026-11-23 00:41:00+00', '2026-11-22 20:41:00+00', '2026-11-23 00:41:00+00', 2),
	(14, 16, 4, 8, 6500.00, 3000.00, true, 200, 1, 10, 14, 21, 36, 99.900, 'VLAN до центрального офісу банку через нашу магістраль.', 'submitted', '2026-11-16 21:48:00+00', '2026-11-16 18:48:00+00', '2026-11-16 21:48:00+00', 2),
	(15, 16, 2, 6, 6200.00, 5500.00, true, 200, 1, 10, 14, 30, 24, 99.700, 'Можемо укласти договір лише на 24 місяці.', 'submitted', '2026-11-19 23:32:00+00', '2026-11-19 19:32:00+00', '2026-11-19 23:32:00+00', 2),
	(16, 16, 1, 5, 7100.00, 0.00, true, 200, 1, 10, 14, 14, 36, 99.950, 'Повне резервування трас, підключення без разової плати.', 'submitted', '2026-11-23 01:16:00+00', '2026-11-22 20:16:00+00', '2026-11-23 01:16:00+00', 2),
	(17, 17, 1, 5, 2900.00, 1000.00, true, 100, 1, 8, 13, 10, 12, 99.500, 'Оптика, статична IP-адреса.', 'submitted', '2026-11-20 10:03:00+00', '2026-11-20 07:03:00+00', '2026-11-20 10:03:00+00', 2),
	(18, 17, 6, 10, 2400.00, 600.00, true, 100, 5, 7, 13, 3, 12, 98.500, 'LTE-маршрутизатор із зовнішньою антеною, дві SIM різних операторів.', 'submitted', '2026-11-23 00:02:00+00', '2026-11-22 20:02:00+00', '2026-11-23 00:02:00+00', 2),
	(19, 17, 2, 6, 2900.00, 1000.00, true, 100, 1, 8, 13, 14, 12, 99.700, 'Оптика, підключення від вузла на вул. Велика Перспективна.', 'submitted', '2026-11-25 14:01:00+00', '2026-11-25 09:01:00+00', '2026-11-25 14:01:00+00', 2),
	(20, 18, 5, 9, 4700.00, 2000.00, true, 200, 1, 8, 13, 14, 36, 99.700, 'Власна оптика у Луцьку, вузол на просп. Волі.', 'won', '2026-11-03 06:48:00+00', '2026-11-03 03:48:00+00', '2026-11-18 15:00:00+00', 3),
	(21, 18, 1, 5, 4950.00, 0.00, true, 200, 1, 8, 13, 10, 36, 99.500, 'Підключення без разової плати.', 'lost', '2026-11-07 17:32:00+00', '2026-11-07 13:32:00+00', '2026-11-18 15:00:00+00', 3),
	(22, 18, 4, 8, 5300.00, 3500.00, true, 200, 1, 8, 13, 21, 36, 99.900, 'Резервування на рівні магістралі.', 'lost', '2026-11-12 04:16:00+00', '2026-11-11 23:16:00+00', '2026-11-18 15:00:00+00', 3),
	(23, 19, 2, 6, 9100.00, 6000.00, true, 300, 1, 10, 15, 14, 36, 99.800, 'MPLS із пріоритезацією трафіку банківських систем.', 'won', '2026-11-09 10:22:00+00', '2026-11-09 07:22:00+00', '2026-11-22 15:00:00+00', 3),
	(24, 19, 4, 8, 9400.00, 0.00, true, 300, 1, 10, 15, 21, 36, 99.900, 'Підключення без разової плати.', 'lost', '2026-11-15 00:41:00+00', '2026-11-14 20:41:00+00', '2026-11-22 15:00:00+00', 3),
	(25, 20, 6, 10, 2950.00, 4500.00, true, 100, 3, 8, 13, 10, 24, 99.500, 'Радіорелейний канал 18 ГГц, ліцензований діапазон.', 'won', '2026-11-12 02:22:00+00', '2026-11-11 23:22:00+00', '2026-11-24 15:00:00+00', 3),
	(26, 20, 5, 9, 3100.00, 3000.00, true, 100, 1, 8, 13, 14, 24, 99.700, 'Пропонуємо оптику замість радіоканалу.', 'lost', '2026-11-17 08:41:00+00', '2026-11-17 04:41:00+00', '2026-11-24 15:00:00+00', 3),
	(27, 21, 1, 5, 3400.00, 2000.00, true, 100, 1, 8, 13, 14, 24, 99.500, 'Оптика від вузла на вул. Соборній.', 'won', '2026-11-13 18:22:00+00', '2026-11-13 15:22:00+00', '2026-11-25 15:00:00+00', 3),
	(28, 21, 2, 6, 3350.00, 5000.00, true, 100, 1, 8, 13, 21, 24, 99.500, 'Потрібне будівництво ділянки траси 400 м.', 'lost', '2026-11-18 16:41:00+00', '2026-11-18 12:41:00+00', '2026-11-25 15:00:00+00', 3),
	(29, 22, 5, 9, 3250.00, 1500.00, true, 100, 1, 8, 13, 10, 24, 99.500, 'Оптика, вузол у сусідній будівлі.', 'won', '2026-09-16 10:02:00+00', '2026-09-16 07:02:00+00', '2026-10-01 14:00:00+00', 3),
	(30, 22, 1, 5, 3300.00, 2500.00, true, 100, 1, 8, 13, 14, 24, 99.700, 'Моніторинг 24/7.', 'lost', '2026-09-23 00:01:00+00', '2026-09-22 20:01:00+00', '2026-10-01 14:00:00+00', 3),
	(31, 23, 4, 8, 48500.00, 60000.00, true, 1000, 1, 11, 14, 30, 60, 99.950, 'Дві географічно рознесені траси, 10G на кожній.', 'won', '2026-08-07 00:33:00+00', '2026-08-06 21:33:00+00', '2026-08-27 14:00:00+00', 3),
	(32, 23, 1, 5, 47900.00, 120000.00, true, 1000, 1, 11, 14, 45, 60, 99.900, 'Потрібне будівництво другої траси.', 'lost', '2026-08-13 05:02:00+00', '2026-08-13 01:02:00+00', '2026-08-27 14:00:00+00', 3),
	(33, 23, 2, 6, 51000.00, 0.00, true, 1000, 1, 11, 14, 60, 60, 99.900, 'Оренда волокон у партнера на другій трасі.', 'lost', '2026-08-19 09:31:00+00', '2026-08-19 04:31:00+00', '2026-08-27 14:00:00+00', 3),
	(34, 24, 5, 9, 4100.00, 2000.00, true, 100, 1, 8, 15, 14, 36, 99.700, 'L3 VPN на власній мережі.', 'won', '2026-09-26 10:02:00+00', '2026-09-26 07:02:00+00', '2026-10-11 14:00:00+00', 3),
	(35, 24, 1, 5, 4250.00, 0.00, true, 100, 1, 8, 15, 10, 36, 99.500, 'Підключення без разової плати.', 'lost', '2026-10-03 00:01:00+00', '2026-10-02 20:01:00+00', '2026-10-11 14:00:00+00', 3),
	(36, 25, 6, 10, 790.00, 0.00, true, 20, 5, 7, 16, 3, 12, 99.000, 'Маршрутизатор з двома SIM, IPsec до центру обробки даних банку.', 'won', '2026-10-01 10:02:00+00', '2026-10-01 07:02:00+00', '2026-10-16 14:00:00+00', 3),
	(37, 25, 2, 6, 820.00, 300.00, true, 20, 5, 8, 16, 5, 12, 99.000, 'LTE з резервом через другого оператора.', 'lost', '2026-10-08 00:01:00+00', '2026-10-07 20:01:00+00', '2026-10-16 14:00:00+00', 3),
	(38, 26, 6, 10, 1400.00, 500.00, true, 50, 5, 7, 16, 3, 6, 98.500, 'Мобільний канал із резервною SIM.', 'submitted', '2026-11-11 20:04:00+00', '2026-11-11 17:04:00+00', '2026-11-11 20:04:00+00', 2),
	(39, 27, 5, 9, 3600.00, 1500.00, true, 100, 1, 8, 13, 10, 24, 99.500, 'Друга незалежна траса від іншого вузла.', 'submitted', '2026-11-19 20:04:00+00', '2026-11-19 17:04:00+00', '2026-11-19 20:04:00+00', 2),
	(40, 30, 2, 6, 6100.00, 3000.00, true, 200, 1, 10, 14, 21, 36, 99.700, 'VLAN через нашу мережу в Кременчуці.', 'submitted', '2026-11-10 17:32:00+00', '2026-11-10 14:32:00+00', '2026-11-10 17:32:00+00', 2),
	(41, 31, 2, 6, 4300.00, 6000.00, true, 100, 1, 8, 13, 30, 24, 99.700, 'Потрібне будівництво траси 1,2 км.', 'submitted', '2026-11-09 18:22:00+00', '2026-11-09 15:22:00+00', '2026-11-09 18:22:00+00', 2),
	(42, 31, 1, 5, 4650.00, 3000.00, true, 100, 1, 8, 13, 21, 24, 99.500, 'Оренда каналу в місцевого оператора.', 'submitted', '2026-11-14 16:41:00+00', '2026-11-14 12:41:00+00', '2026-11-14 16:41:00+00', 2);


--
-- Data for Name: organization_events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.organization_events VALUES
	(1, 3, 7, NULL, 'registered', NULL, '{"edr": "1759013776", "name": "ФОП Гнатюк Тарас Петрович", "is_fop": true}', '2026-11-26 05:04:23.478+00'),
	(2, 5, 9, NULL, 'registered', NULL, '{"edr": "37610497", "name": "ТОВ «Західна Мережа»", "is_fop": false}', '2026-05-10 05:04:24.576+00'),
	(3, 5, NULL, 1, 'verified', NULL, '{}', '2026-05-12 05:04:24.576+00'),
	(4, 4, 8, NULL, 'registered', NULL, '{"edr": "41273854", "name": "ТОВ «Магістраль Телеком»", "is_fop": false}', '2026-05-10 05:04:24.576+00'),
	(5, 4, NULL, 1, 'verified', NULL, '{}', '2026-05-12 05:04:24.576+00'),
	(6, 6, 10, NULL, 'registered', NULL, '{"edr": "25193744", "name": "ТОВ «СкайЛінк Україна»", "is_fop": false}', '2026-05-10 05:04:24.576+00'),
	(7, 6, NULL, 1, 'verified', NULL, '{}', '2026-05-12 05:04:24.576+00'),
	(8, 2, 6, NULL, 'registered', NULL, '{"edr": "14360570", "name": "ПрАТ «Дніпро Оптік»", "is_fop": false}', '2025-11-13 05:04:23.478+00'),
	(9, 2, NULL, 1, 'verified', NULL, '{}', '2025-11-16 05:04:23.478+00'),
	(10, 1, 5, NULL, 'registered', NULL, '{"edr": "32855961", "name": "ТОВ «Укрмережа Телеком»", "is_fop": false}', '2025-10-04 05:04:23.478+00'),
	(11, 1, NULL, 1, 'verified', NULL, '{}', '2025-10-05 05:04:23.478+00'),
	(12, 1, 11, 5, 'user_invited', NULL, '{"email": "colleague@ukrnet-telecom.example.ua"}', '2026-11-28 05:04:25.834943+00');


--
-- Data for Name: organizations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.organizations VALUES
	(3, 'ФОП Гнатюк Тарас Петрович', 'Карпати Лінк', '1759013776', '', '', '', '+380 67 555 44 33', '', 'link@karpaty-link.example.ua', true, false, false, false, NULL, false, NULL, NULL, '2026-11-26 05:04:23.478+00'),
	(1, 'ТОВ «Укрмережа Телеком»', 'UkrNet Telecom', '32855961', '', 'https://ukrnet-telecom.example.ua', 'Бухгалтерія: +380 44 123 45 67', 'Цілодобова підтримка: +380 800 300 100', 'buh@ukrnet-telecom.example.ua', 'noc@ukrnet-telecom.example.ua, support@ukrnet-telecom.example.ua', false, true, true, false, NULL, true, '2025-10-05 05:04:23.478+00', 1, '2025-10-04 05:04:23.478+00'),
	(2, 'ПрАТ «Дніпро Оптік»', 'Dnipro Optic', '14360570', '', 'https://dnipro-optic.example.ua', '+380 56 700 10 20', '+380 56 700 10 30', 'finance@dnipro-optic.example.ua', 'noc@dnipro-optic.example.ua', false, true, false, false, NULL, true, '2025-11-16 05:04:23.478+00', 1, '2025-11-13 05:04:23.478+00'),
	(4, 'ТОВ «Магістраль Телеком»', 'Magistral', '41273854', '', 'https://magistral-telecom.example.ua', '+380 44 390 11 00', 'Цілодобово: +380 800 500 900', 'finance@magistral-telecom.example.ua', 'noc@magistral-telecom.example.ua', false, false, true, false, NULL, true, '2026-05-12 05:04:24.576+00', 1, '2026-05-10 05:04:24.576+00'),
	(5, 'ТОВ «Західна Мережа»', 'ZakhidNet', '37610497', '', 'https://zakhid-merezha.example.ua', '+380 32 240 50 50', '+380 32 240 50 51', 'buh@zakhid-merezha.example.ua', 'support@zakhid-merezha.example.ua', false, true, false, false, NULL, true, '2026-05-12 05:04:24.576+00', 1, '2026-05-10 05:04:24.576+00'),
	(6, 'ТОВ «СкайЛінк Україна»', 'SkyLink UA', '25193744', '', 'https://skylink.example.ua', '+380 44 498 70 70', '+380 800 210 210', 'billing@skylink.example.ua', 'noc@skylink.example.ua', false, true, true, false, NULL, true, '2026-05-12 05:04:24.576+00', 1, '2026-05-10 05:04:24.576+00');


--
-- Data for Name: password_tokens; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.password_tokens VALUES
	(1, 'e8040f5a22f5c6874f503961a46a8487552b0e3fef98fe4fbf01b027c2654b5c', 11, 'invitation', '2026-12-05 05:04:25.839+00', NULL, '2026-11-28 05:04:25.834943+00');


--
-- Data for Name: questions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.questions VALUES
	(1, 6, 1, 5, 'Чи можна підключити канал через наявну оптику в будинку?', 'Так, якщо вона відповідає ТЗ.', 2, '2026-11-28 05:04:25.798824+00', '2026-11-28 05:04:25.814937+00');


--
-- Data for Name: regions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.regions VALUES
	(1, 'м. Київ', 0),
	(2, 'Вінницька область', 1),
	(3, 'Волинська область', 2),
	(4, 'Дніпропетровська область', 3),
	(5, 'Донецька область', 4),
	(6, 'Житомирська область', 5),
	(7, 'Закарпатська область', 6),
	(8, 'Запорізька область', 7),
	(9, 'Івано-Франківська область', 8),
	(10, 'Київська область', 9),
	(11, 'Кіровоградська область', 10),
	(12, 'Луганська область', 11),
	(13, 'Львівська область', 12),
	(14, 'Миколаївська область', 13),
	(15, 'Одеська область', 14),
	(16, 'Полтавська область', 15),
	(17, 'Рівненська область', 16),
	(18, 'Сумська область', 17),
	(19, 'Тернопільська область', 18),
	(20, 'Харківська область', 19),
	(21, 'Херсонська область', 20),
	(22, 'Хмельницька область', 21),
	(23, 'Черкаська область', 22),
	(24, 'Чернівецька область', 23),
	(25, 'Чернігівська область', 24),
	(26, 'Автономна Республіка Крим', 25),
	(27, 'м. Севастополь', 26);


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sessions VALUES
	('b3198952e532cfefef86888b54daed471c2134920186a49cbd759b823d940e7a', 1, '2026-11-28 05:04:25.511159+00', '2026-11-28 05:04:25.511159+00', '2026-11-28 17:04:25.51+00', '127.0.0.1', 'node'),
	('46f5941f1d999c33f2cff256ad341460b63248866a00b0a25f32b8db05875fe8', 2, '2026-11-28 05:04:25.720148+00', '2026-11-28 05:04:25.720148+00', '2026-11-28 17:04:25.719+00', '127.0.0.1', 'node'),
	('9e8c3ba84e014d327a44730036b6a5734e89380de11f1a0a1eba3be40500f179', 5, '2026-11-28 05:04:25.790674+00', '2026-11-28 05:04:25.790674+00', '2026-11-28 17:04:25.79+00', '127.0.0.1', 'node');


--
-- Data for Name: settings_changes; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.settings_changes VALUES
	(1, 'managers_it_rp', 'manager_created', '{"email": "it-region@demo.ua", "phone": "+380 44 000 00 01", "region": "м. Київ", "summary": "Додано ІТ-менеджера Ковальчук Марина Петрівна (м. Київ)", "position": "ІТ-менеджер регіону", "full_name": "Ковальчук Марина Петрівна", "manager_id": 1}', 1, '2026-11-28 05:04:25.60436+00'),
	(2, 'mail', 'mail_created', '{"changes": {"host": {"to": "127.0.0.1", "from": null}, "port": {"to": 2, "from": null}, "fromName": {"to": "Телеком Тендер", "from": null}, "security": {"to": "none", "from": null}, "username": {"to": "tender@demo.ua", "from": null}, "fromAddress": {"to": "tender@demo.ua", "from": null}}, "summary": "Налаштовано обліковий запис пошти: сервер: 127.0.0.1; порт: 2; захист з’єднання: Без шифрування; користувач: tender@demo.ua; ім’я відправника: Телеком Тендер; адреса відправника: tender@demo.ua; пароль змінено", "password": "changed"}', 1, '2026-11-28 05:04:25.671917+00');


--
-- Data for Name: tender_history; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tender_history VALUES
	(1, 1, 2, 'manager', 'created', '{"fields": {"title": "Резервний канал для відділення №12 у Львові", "address": "вул. Городоцька, 45, м. Львів", "region_id": 13, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №12", "protocol_id": 13, "interface_id": 8, "bandwidth_mbps": 100, "budget_monthly": "4200.00", "connection_date": "2027-01-09", "contract_months": 24, "offers_deadline": "2026-12-10T15:00:00.000Z"}, "number": "ТТ-2026-000001"}', '2026-11-26 00:04:23.498+00', NULL, 'bd2c7387cf1a23cbddd28b56808375725262b4699967fa01c5c5ecd1632da76d', 'ece3262ae950a968d21fe57baad69aa5'),
	(2, 2, 2, 'manager', 'created', '{"fields": {"title": "Основний канал для нового відділення №87 у Броварах", "address": "бульв. Незалежності, 14, м. Бровари", "region_id": 10, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №87", "protocol_id": 15, "interface_id": 8, "bandwidth_mbps": 200, "budget_monthly": "7800.00", "connection_date": "2027-01-13", "contract_months": 36, "offers_deadline": "2026-12-14T15:00:00.000Z"}, "number": "ТТ-2026-000002"}', '2026-11-27 00:04:23.498+00', NULL, 'effee6d7ec6efdf0ee852f7003f515d723cbfac6c9da372ca24e26457e475362', '4568794926c2517922469e3c22231eb3'),
	(3, 3, 2, 'manager', 'created', '{"fields": {"title": "Мобільний резерв для банкоматної зони в Ужгороді", "address": "вул. Собранецька, 60, м. Ужгород", "region_id": 7, "min_offers": 1, "physics_id": 5, "branch_name": "Банкоматна зона ТЦ «Токіо»", "protocol_id": 16, "interface_id": 7, "bandwidth_mbps": 20, "budget_monthly": "950.00", "connection_date": "2027-01-07", "contract_months": 12, "offers_deadline": "2026-12-08T15:00:00.000Z"}, "number": "ТТ-2026-000003"}', '2026-11-24 00:04:23.498+00', NULL, 'dccf38063d9ff0fb3cd9121f52de3d3daf6149bcabca2aff3df06e2eea73b064', '87f64174729f6ebcfb726c75e9038915'),
	(4, 4, 2, 'manager', 'created', '{"fields": {"title": "Канал L2 VPN між відділеннями у Полтаві", "address": "вул. Соборності, 31, м. Полтава", "region_id": 16, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №5", "protocol_id": 14, "interface_id": 10, "bandwidth_mbps": 300, "budget_monthly": null, "connection_date": "2027-01-17", "contract_months": 36, "offers_deadline": "2026-12-18T15:00:00.000Z"}, "number": "ТТ-2026-000004"}', '2026-11-28 00:04:23.498+00', NULL, '32ec2ab56875e807248a0a4d62cdaf6c761dad19ac7b528895419ae47a2a506c', '152a4b6cd8f1d5df3505861939f33f5d'),
	(5, 5, 2, 'manager', 'created', '{"fields": {"title": "Інтернет для пункту обслуговування в Коломиї", "address": "вул. Театральна, 22, м. Коломия", "region_id": 9, "min_offers": 1, "physics_id": null, "branch_name": "Пункт обслуговування №3", "protocol_id": 13, "interface_id": null, "bandwidth_mbps": 50, "budget_monthly": "1800.00", "connection_date": "2027-01-06", "contract_months": 12, "offers_deadline": "2026-12-07T15:00:00.000Z"}, "number": "ТТ-2026-000005"}', '2026-11-22 00:04:23.498+00', NULL, '477731e2275faf83a77f06e283b242bfe5f6a5c0c68a3d376ebf0f00823959e7', 'f0cd23e2147b9abab9242d0445c99c71'),
	(13, 9, 2, 'manager', 'created', '{"fields": {"title": "Радіорелейний резерв для відділення в Мукачеві", "address": "вул. Миру, 17, м. Мукачево", "region_id": 7, "min_offers": 1, "physics_id": 3, "branch_name": "Відділення №41", "protocol_id": 13, "interface_id": 7, "bandwidth_mbps": 50, "budget_monthly": "2600.00", "connection_date": "2027-01-03", "contract_months": 24, "offers_deadline": "2026-12-04T15:00:00.000Z"}, "number": "ТТ-2026-000009"}', '2026-11-23 00:04:23.498+00', NULL, 'd3ec0d93495c410b0d52a121938ce0a671382445dce23d91ce41792a0f2d3313', '23927750cb0b2bde91d0e62e8d48dced'),
	(14, 9, 2, 'manager', 'published', '{"offers_deadline": "2026-12-04T15:00:00.000Z"}', '2026-11-23 20:04:23.498+00', 'd3ec0d93495c410b0d52a121938ce0a671382445dce23d91ce41792a0f2d3313', '810a5070f0ceef768358f68677205b3cdeda436bb92af5bf106964c5c6842b9c', 'd51b08e56cded7c08745e726c020f735'),
	(17, 11, 2, 'manager', 'created', '{"fields": {"title": "Канал для процесингового центру в Харкові", "address": "просп. Науки, 40, м. Харків", "region_id": 20, "min_offers": 2, "physics_id": 1, "branch_name": "Процесинговий центр", "protocol_id": 14, "interface_id": 11, "bandwidth_mbps": 1000, "budget_monthly": "41000.00", "connection_date": "2027-01-07", "contract_months": 60, "offers_deadline": "2026-12-08T15:00:00.000Z"}, "number": "ТТ-2026-000011"}', '2026-11-21 00:04:23.498+00', NULL, '054dfe68ef798d73ba987b8f77c0e497b3ef535f57f92f7813089afecfc862d5', '31bc29d84e59435f5e8a67e6a3dceebe'),
	(18, 11, 2, 'manager', 'published', '{"offers_deadline": "2026-12-08T15:00:00.000Z"}', '2026-11-21 20:04:23.498+00', '054dfe68ef798d73ba987b8f77c0e497b3ef535f57f92f7813089afecfc862d5', '8a17f8c189c8417cbfbeb16c961c81c8dc4b2c689eaa27cb66cdca184cda865d', 'b84ae02edd5c5ae147234ecf0ca29d8f'),
	(19, 12, 2, 'manager', 'created', '{"fields": {"title": "Резервний мобільний канал для відділення в Чернігові", "address": "просп. Миру, 35, м. Чернігів", "region_id": 25, "min_offers": 1, "physics_id": 5, "branch_name": "Відділення №14", "protocol_id": 16, "interface_id": 7, "bandwidth_mbps": 30, "budget_monthly": "1100.00", "connection_date": "2027-01-01", "contract_months": 12, "offers_deadline": "2026-12-02T15:00:00.000Z"}, "number": "ТТ-2026-000012"}', '2026-11-25 00:04:23.498+00', NULL, '0480e636ff63b79a16c02dec02667571814e17bf8d1c6dc3c53c79dac5ab6ab9', '219c7d175c2c14996ac81fe83835bcff'),
	(20, 12, 2, 'manager', 'published', '{"offers_deadline": "2026-12-02T15:00:00.000Z"}', '2026-11-25 20:04:23.498+00', '0480e636ff63b79a16c02dec02667571814e17bf8d1c6dc3c53c79dac5ab6ab9', '6c13c00bc6f624d9e1754c745e38f6f064f18b22193899aa428cda249160060a', '8642fde38203ea1e6be5db7e5cc16d34'),
	(21, 13, 2, 'manager', 'created', '{"fields": {"title": "Основний канал для відділення №2 у Житомирі", "address": "вул. Київська, 77, м. Житомир", "region_id": 6, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №2", "protocol_id": 15, "interface_id": 8, "bandwidth_mbps": 100, "budget_monthly": "4700.00", "connection_date": "2027-01-11", "contract_months": 36, "offers_deadline": "2026-12-12T15:00:00.000Z"}, "number": "ТТ-2026-000013"}', '2026-11-26 00:04:23.498+00', NULL, 'a617be4c466f84a96fbc122671bb5c8bf64b0e3d1cf2dfc4ae9699f11f136826', '12642cfb80d54ecb60f4f02123a65861'),
	(22, 13, 2, 'manager', 'published', '{"offers_deadline": "2026-12-12T15:00:00.000Z"}', '2026-11-26 20:04:23.498+00', 'a617be4c466f84a96fbc122671bb5c8bf64b0e3d1cf2dfc4ae9699f11f136826', '48ab6f288e132b7be72a3ddf14b4406d6274d73562465967268313342cef6397', '34cfbb87c075c5b85ff0e18fe32d1f0a'),
	(82, 7, 6, 'provider', 'offer_submitted', '{"offer_id": 3}', '2026-11-24 15:04:00+00', '88b46fa354329e73673fcaf52927da7f848a5324037ab7af678d8d921e7bd9d7', 'e7b2eecc95fdca02a3f7ad7b9746bf533149f14e85591a8e2c07b697234a49f3', '9f9f417fe1f16e35f017c71b7a2d5701'),
	(104, 16, 8, 'provider', 'offer_submitted', '{"offer_id": 14}', '2026-11-16 21:48:00+00', 'e0a14f1dd55c57b12589f3a74596b71479e450612c9dd15cda54b643f4bc5173', '2b52021646cac54a4699eee284aded27f43a93d02ba101b945bf218a5dab852a', '702a8d3a07bf2fffc78a1e19fd8ff908'),
	(105, 16, 6, 'provider', 'offer_submitted', '{"offer_id": 15}', '2026-11-19 23:32:00+00', '2b52021646cac54a4699eee284aded27f43a93d02ba101b945bf218a5dab852a', '788b8c62860ed81b9032afa8ea88fdee5ea780afa0fff2669962fa44d6cf0a0b', '8c68536147059fd5f8303d359b5513e3'),
	(106, 16, 5, 'provider', 'offer_submitted', '{"offer_id": 16}', '2026-11-23 01:16:00+00', '788b8c62860ed81b9032afa8ea88fdee5ea780afa0fff2669962fa44d6cf0a0b', 'd24bf7468ace082ddf626e77b5f95e7e24145959dd8b17ebacfdb1d0990bb131', '35f1d6bf949ce9d2e7c2686cddd5a40f'),
	(127, 20, 2, 'manager', 'awarded', '{"reason": "Відповідає вимозі щодо радіорелейного середовища, нижча загальна вартість", "offer_id": 25, "organization": "ТОВ «СкайЛінк Україна»"}', '2026-11-24 15:00:00+00', '2639a53db0cff43725c078950192e9d2d2dd99365e275fa7ffc28241456df8dd', '4e72f962eb45a7c505a7bacf409d7ae72e35d50b2fe97b716d872ae3ed2f3fd9', 'b4770e94b94807bb4cc2769e7fe2e33f'),
	(103, 16, 2, 'manager', 'published', '{"offers_deadline": "2026-11-26T03:00:00.000Z"}', '2026-11-13 20:04:23.498+00', 'faa574efaaf63eb09bf004961fcd9c13c56fcba93b54488532ba4495b9c9f242', 'e0a14f1dd55c57b12589f3a74596b71479e450612c9dd15cda54b643f4bc5173', '8907569d5950a34138b85956f895e82e'),
	(65, 28, 2, 'manager', 'created', '{"fields": {"title": "Канал для банкомату в аеропорту Бориспіль", "address": "м. Бориспіль, аеропорт «Бориспіль», термінал D", "region_id": 10, "min_offers": 1, "physics_id": 5, "branch_name": "Банкоматна зона «Термінал D»", "protocol_id": 16, "interface_id": 7, "bandwidth_mbps": 20, "budget_monthly": "1200.00", "connection_date": "2026-12-25", "contract_months": 12, "offers_deadline": "2026-11-25T15:00:00.000Z"}, "number": "ТТ-2026-000028"}', '2026-11-13 00:04:23.498+00', NULL, 'a114073bea28cdc65ab2e150d618994ecaafe5cc8c904b6ebf45948055ae9266', '32002fed18b73e6d9ac7a27d6f75ef0a'),
	(66, 28, 2, 'manager', 'cancelled', '{"reason": "Потреба відпала: банкомат переносять до іншої локації", "from_status": "draft"}', '2026-11-15 00:04:23.498+00', 'a114073bea28cdc65ab2e150d618994ecaafe5cc8c904b6ebf45948055ae9266', '36543c315fdc3cffa1bebc01ca97a76263106cde7e9d299b7428b0b9849f4a5e', '28b2ce842eef0939b17093817a97ef56'),
	(67, 29, 2, 'manager', 'created', '{"fields": {"title": "Радіорелейний канал для відділення в Ізмаїлі", "address": "просп. Суворова, 62, м. Ізмаїл", "region_id": 15, "min_offers": 1, "physics_id": 3, "branch_name": "Відділення №23", "protocol_id": 13, "interface_id": 7, "bandwidth_mbps": 50, "budget_monthly": "2400.00", "connection_date": "2026-12-14", "contract_months": 24, "offers_deadline": "2026-11-14T15:00:00.000Z"}, "number": "ТТ-2026-000029"}', '2026-10-31 00:04:23.498+00', NULL, '4e95dc9d867ccbe84ec5f6f24615b1d1abba4e1c3ed109fd55d4b56cb8d699c9', '6907c0204ab80c6aa1809a38c5286eea'),
	(68, 29, 2, 'manager', 'published', '{"offers_deadline": "2026-11-14T15:00:00.000Z"}', '2026-10-31 20:04:23.498+00', '4e95dc9d867ccbe84ec5f6f24615b1d1abba4e1c3ed109fd55d4b56cb8d699c9', '7924cd281916c4d07c14649a97269b55e036f16c3da06a928f421a4fa9588a4d', 'a7c895a9b5d65cb8bb58ff0c86151b7a'),
	(69, 29, NULL, 'system', 'unsuccessful', '{"reason": "Не надійшло жодної пропозиції"}', '2026-11-14 15:00:00+00', '7924cd281916c4d07c14649a97269b55e036f16c3da06a928f421a4fa9588a4d', 'e264a8b01a133771743c2c7c3dc446ed57792d6a0fabdaacc811099aa2e7f71b', '74ece561e808dc8e11b85bb14c772e40'),
	(76, 6, 2, 'manager', 'created', '{"fields": {"title": "Основний канал для регіонального офісу в Києві", "address": "вул. Набережно-Хрещатицька, 10, м. Київ", "region_id": 1, "min_offers": 2, "physics_id": 1, "branch_name": "Регіональний офіс «Поділ»", "protocol_id": 13, "interface_id": 10, "bandwidth_mbps": 1000, "budget_monthly": "28500.00", "connection_date": "2026-12-30", "contract_months": 36, "offers_deadline": "2026-11-30T15:00:00.000Z"}, "number": "ТТ-2026-000006"}', '2026-11-19 00:04:23.498+00', NULL, '9e92d23b6df822cf039075ed31706ab294b47981b4b2cf2e9d7a094d9dadff66', 'e8e50f12e5c6fa0f608d74bf1015be55'),
	(77, 6, 2, 'manager', 'published', '{"offers_deadline": "2026-11-30T15:00:00.000Z"}', '2026-11-19 20:04:23.498+00', '9e92d23b6df822cf039075ed31706ab294b47981b4b2cf2e9d7a094d9dadff66', 'cf76836a8789442f79825727d6551f694efe1e7c030a6e18ba4a08f4a8deb01f', 'bdd32aca04e7ce997a9af8a9b29af32e'),
	(78, 6, 5, 'provider', 'offer_submitted', '{"offer_id": 1}', '2026-11-22 15:04:00+00', 'cf76836a8789442f79825727d6551f694efe1e7c030a6e18ba4a08f4a8deb01f', '93600c7376db47b8c7632e853423a8b6cc5495e7b1e9837a0cfd4e54e2954fdd', '89fad6f8fabeb1cd16881d76aa29c9e7'),
	(79, 6, 8, 'provider', 'offer_submitted', '{"offer_id": 2}', '2026-11-25 10:04:00+00', '93600c7376db47b8c7632e853423a8b6cc5495e7b1e9837a0cfd4e54e2954fdd', '729a1125566f76a9b9ff22b0af95b20148600e986de0857f33ca071c730cef8e', '5b853478e6267154a54767c3bb480a22'),
	(80, 7, 2, 'manager', 'created', '{"fields": {"title": "Резервний канал для відділення №3 у Вінниці", "address": "вул. Соборна, 59, м. Вінниця", "region_id": 2, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №3", "protocol_id": 13, "interface_id": 8, "bandwidth_mbps": 100, "budget_monthly": "3900.00", "connection_date": "2026-12-31", "contract_months": 24, "offers_deadline": "2026-12-01T15:00:00.000Z"}, "number": "ТТ-2026-000007"}', '2026-11-22 00:04:23.498+00', NULL, 'a091f6d95c569fbf0fffa71ccd2fbf4c435eb50b1def810c9431f11abcd60755', '8e9b1d899e7718d8c1367ea661bef49a'),
	(81, 7, 2, 'manager', 'published', '{"offers_deadline": "2026-12-01T15:00:00.000Z"}', '2026-11-22 20:04:23.498+00', 'a091f6d95c569fbf0fffa71ccd2fbf4c435eb50b1def810c9431f11abcd60755', '88b46fa354329e73673fcaf52927da7f848a5324037ab7af678d8d921e7bd9d7', '88580490b59ff2d630a4ee3f14a22c55'),
	(83, 8, 2, 'manager', 'created', '{"fields": {"title": "Канал L3 VPN для відділення №21 у Дніпрі", "address": "просп. Дмитра Яворницького, 88, м. Дніпро", "region_id": 4, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №21", "protocol_id": 15, "interface_id": 8, "bandwidth_mbps": 200, "budget_monthly": "8600.00", "connection_date": "2027-01-02", "contract_months": 36, "offers_deadline": "2026-11-29T15:00:00.000Z"}, "number": "ТТ-2026-000008"}', '2026-11-20 00:04:23.498+00', NULL, '144b7f5f061017a3a7ed8a0f3ade784369d91321beb08fa68a48eb96624a4ae6', '104c0cfe7d7384d9f5980e9f7ae37eff'),
	(84, 8, 2, 'manager', 'published', '{"offers_deadline": "2026-11-29T15:00:00.000Z"}', '2026-11-20 20:04:23.498+00', '144b7f5f061017a3a7ed8a0f3ade784369d91321beb08fa68a48eb96624a4ae6', '305ab70b04434cea292884bf1d8071c31c0b6cb41342bc10fd48194911d81102', '936c2aec0d033e74f83a6507c6aa7f3a'),
	(85, 8, 6, 'provider', 'offer_submitted', '{"offer_id": 5}', '2026-11-23 07:04:00+00', '305ab70b04434cea292884bf1d8071c31c0b6cb41342bc10fd48194911d81102', 'd9ca98a1bf8b463b55a076a3dc331a05942db487da59389a6902204451c95de6', '96a292ee4bb0f7a5b7872c0badfeb56c'),
	(86, 8, 8, 'provider', 'offer_submitted', '{"offer_id": 6}', '2026-11-25 18:04:00+00', 'd9ca98a1bf8b463b55a076a3dc331a05942db487da59389a6902204451c95de6', 'e0402e8c41815e1de3ad65e4b287427d3f7e369461eadfefda94d4aadaff95e4', 'b47635cab4a684339b16fbb5999d0e0d'),
	(87, 8, 2, 'manager', 'deadline_extended', '{"to": "2026-12-03T15:00:00.000Z", "from": "2026-11-29T15:00:00.000Z", "reason": "На прохання провайдерів: потрібен час на обстеження об’єкта"}', '2026-11-28 04:04:23.498+00', 'e0402e8c41815e1de3ad65e4b287427d3f7e369461eadfefda94d4aadaff95e4', '43ffba6bd6cb39a9080353f12460d2a23e2b71d34ef6fdd4f943ae84d2f9fa33', '5e7f3c80c53fb4f695b5c00326459aee'),
	(88, 10, 2, 'manager', 'created', '{"fields": {"title": "Інтернет для відділення №8 в Одесі", "address": "вул. Дерибасівська, 12, м. Одеса", "region_id": 15, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №8", "protocol_id": 13, "interface_id": 8, "bandwidth_mbps": 200, "budget_monthly": "5400.00", "connection_date": "2027-01-04", "contract_months": 24, "offers_deadline": "2026-12-05T15:00:00.000Z"}, "number": "ТТ-2026-000010"}', '2026-11-24 00:04:23.498+00', NULL, 'fcf770cad84a1f6004d23f2f6961d562ca0f0871321c1137037a0e3aef2f9fca', '748e2fccb370fe81904409175dd8ccdf'),
	(89, 10, 2, 'manager', 'published', '{"offers_deadline": "2026-12-05T15:00:00.000Z"}', '2026-11-24 20:04:23.498+00', 'fcf770cad84a1f6004d23f2f6961d562ca0f0871321c1137037a0e3aef2f9fca', '48eec1343da5c94e92f12b7c833ab62587b2d757b7f1eb21e47396c15dc9f208', '447c0dfcc2772ced5305557d5d2ac177'),
	(90, 10, 5, 'provider', 'offer_submitted', '{"offer_id": 7}', '2026-11-26 12:34:00+00', '48eec1343da5c94e92f12b7c833ab62587b2d757b7f1eb21e47396c15dc9f208', 'c1a3d99ce7ff7c3854bd233bfccb47268df5084be00a790463196c10d0d78818', '4bc01b86dd2041294a52efe0de415c59'),
	(91, 14, 2, 'manager', 'created', '{"fields": {"title": "Канал для відділення №6 у Тернополі", "address": "вул. Руська, 8, м. Тернопіль", "region_id": 19, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №6", "protocol_id": 13, "interface_id": 8, "bandwidth_mbps": 100, "budget_monthly": "3600.00", "connection_date": "2026-12-28", "contract_months": 24, "offers_deadline": "2026-11-28T02:00:00.000Z"}, "number": "ТТ-2026-000014"}', '2026-11-16 00:04:23.498+00', NULL, '0510b99a7b328be3a40193c36d958dd3d62c8bc281428ec6ee4c091755835035', '5c0d55942156dff36e563bd4dc76cebe'),
	(92, 14, 2, 'manager', 'published', '{"offers_deadline": "2026-11-28T02:00:00.000Z"}', '2026-11-16 20:04:23.498+00', '0510b99a7b328be3a40193c36d958dd3d62c8bc281428ec6ee4c091755835035', '68084c69554b328d5eda919159373d32fd4436a5fdb9e4be09574d9e036bfcb7', '39d6889eced93c00e4a8abd7593322a4'),
	(93, 14, 9, 'provider', 'offer_submitted', '{"offer_id": 8}', '2026-11-19 02:03:00+00', '68084c69554b328d5eda919159373d32fd4436a5fdb9e4be09574d9e036bfcb7', 'eb91d27f2e8eb14b1e2bf338ec7fda747af3c71edab0bfb92435f5fee7c7c820', '0c297af3a04a0f3c382673e39ebdd380'),
	(94, 14, 5, 'provider', 'offer_submitted', '{"offer_id": 9}', '2026-11-21 08:02:00+00', 'eb91d27f2e8eb14b1e2bf338ec7fda747af3c71edab0bfb92435f5fee7c7c820', '0fddf816fe709200b2c98afa253392436e18fe21a7b66e7cd6ffc5c946148511', '2fee3c75820daf87b570f9541dda2656'),
	(95, 14, 6, 'provider', 'offer_submitted', '{"offer_id": 10}', '2026-11-23 14:01:00+00', '0fddf816fe709200b2c98afa253392436e18fe21a7b66e7cd6ffc5c946148511', '60b46d997634ff70d7dc78084b80596bae0348f1de329f6e9e2023dbd00a1ced', '276b947dc1fb6de298a25e95b7c46288'),
	(96, 14, 6, 'provider', 'offer_withdrawn', '{"offer_id": 10}', '2026-11-25 20:00:00+00', '60b46d997634ff70d7dc78084b80596bae0348f1de329f6e9e2023dbd00a1ced', '92a4c881f4b82981e7fbd7787878fd33e39c17925df81ae98bfebfc0e854bfc5', '8396fcfd39d718aa0231cb15e10241ed'),
	(97, 14, 8, 'provider', 'offer_submitted', '{"offer_id": 11}', '2026-11-25 20:00:00+00', '92a4c881f4b82981e7fbd7787878fd33e39c17925df81ae98bfebfc0e854bfc5', '71fc2eb3fa76ecd87d9881939d91c772b521c57983df0f5c4a004db0cb54c78f', '2c36a791fbc2791c7efd0aeab8fc75a7'),
	(98, 15, 2, 'manager', 'created', '{"fields": {"title": "Резервний канал для відділення в Рівному", "address": "вул. Соборна, 16, м. Рівне", "region_id": 17, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №11", "protocol_id": 13, "interface_id": 7, "bandwidth_mbps": 50, "budget_monthly": "2300.00", "connection_date": "2026-12-27", "contract_months": 24, "offers_deadline": "2026-11-27T03:00:00.000Z"}, "number": "ТТ-2026-000015"}', '2026-11-14 00:04:23.498+00', NULL, '0707cc7604d43fd08d8f1d74d4077edfbbfeb222830d0ac7862735bccc00a435', '9238f4a9a800999abf112018808d8c86'),
	(99, 15, 2, 'manager', 'published', '{"offers_deadline": "2026-11-27T03:00:00.000Z"}', '2026-11-14 20:04:23.498+00', '0707cc7604d43fd08d8f1d74d4077edfbbfeb222830d0ac7862735bccc00a435', 'd8dc830f4621b72c36f57f47d616e3fb1f256fdb9cda1a634ae4d11dc80cb897', 'aa9e54ba12f628b2970ec40c40c2f08e'),
	(100, 15, 9, 'provider', 'offer_submitted', '{"offer_id": 12}', '2026-11-18 22:22:00+00', 'd8dc830f4621b72c36f57f47d616e3fb1f256fdb9cda1a634ae4d11dc80cb897', '536d39b891dc614960e4fd90d2d246dcf447a993f041e7511aabda8a884086f9', 'c7be79f32e5fd15f0613642229b3a4d7'),
	(101, 15, 10, 'provider', 'offer_submitted', '{"offer_id": 13}', '2026-11-23 00:41:00+00', '536d39b891dc614960e4fd90d2d246dcf447a993f041e7511aabda8a884086f9', 'da2cb043e605ffa9312c7db2237b1a25631e3282845eac6d662c909bae7f2b18', 'd410fbbe0e7eeb4863fb7793c5f6eb42'),
	(102, 16, 2, 'manager', 'created', '{"fields": {"title": "L2 VPN для відділення №4 у Черкасах", "address": "бульв. Шевченка, 150, м. Черкаси", "region_id": 23, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №4", "protocol_id": 14, "interface_id": 10, "bandwidth_mbps": 200, "budget_monthly": "6900.00", "connection_date": "2026-12-26", "contract_months": 36, "offers_deadline": "2026-11-26T03:00:00.000Z"}, "number": "ТТ-2026-000016"}', '2026-11-13 00:04:23.498+00', NULL, 'faa574efaaf63eb09bf004961fcd9c13c56fcba93b54488532ba4495b9c9f242', 'ca6eba0c4d896342ea6738ae043acffc'),
	(107, 17, 2, 'manager', 'created', '{"fields": {"title": "Інтернет для відділення в Кропивницькому", "address": "вул. Велика Перспективна, 23, м. Кропивницький", "region_id": 11, "min_offers": 1, "physics_id": null, "branch_name": "Відділення №9", "protocol_id": 13, "interface_id": 8, "bandwidth_mbps": 100, "budget_monthly": "3100.00", "connection_date": "2026-12-28", "contract_months": 12, "offers_deadline": "2026-11-28T04:00:00.000Z"}, "number": "ТТ-2026-000017"}', '2026-11-17 00:04:23.498+00', NULL, '84b94d5ea2ab6a6e1cee475c05a1568d98972815316c492cd1c8c1b6d3484c56', 'be6443126f0d23b8cc07bc96ec8ff00c'),
	(108, 17, 2, 'manager', 'published', '{"offers_deadline": "2026-11-28T04:00:00.000Z"}', '2026-11-17 20:04:23.498+00', '84b94d5ea2ab6a6e1cee475c05a1568d98972815316c492cd1c8c1b6d3484c56', '968c9a0982ca2e33a88b4b6219aaae94bae1bf3ab7af3c1976ad20382df7b2a2', '5be85a6733fb3b8cd7462529ea54a3dd'),
	(109, 17, 5, 'provider', 'offer_submitted', '{"offer_id": 17}', '2026-11-20 10:03:00+00', '968c9a0982ca2e33a88b4b6219aaae94bae1bf3ab7af3c1976ad20382df7b2a2', '22588aeddac53373e3df0eb90259fb4244db0fe71b6afa3e68c5cdc16f0d0a26', '76b4ca818b683b4a2c19854b61970e54'),
	(110, 17, 10, 'provider', 'offer_submitted', '{"offer_id": 18}', '2026-11-23 00:02:00+00', '22588aeddac53373e3df0eb90259fb4244db0fe71b6afa3e68c5cdc16f0d0a26', '8fa44176a3a75833e8960ab0b4fea1e0a0759dcf4d4f0cdf3f28681d93686e35', '7c8f81f6b87326c118f68ac29c310d98'),
	(111, 17, 6, 'provider', 'offer_submitted', '{"offer_id": 19}', '2026-11-25 14:01:00+00', '8fa44176a3a75833e8960ab0b4fea1e0a0759dcf4d4f0cdf3f28681d93686e35', 'f87db556708b051352471568789944b89d9b93725c52f396ec3565ce4b826fb1', '715ae825997986181ad2c10d5672bedc'),
	(112, 18, 2, 'manager', 'created', '{"fields": {"title": "Основний канал для відділення №1 у Луцьку", "address": "просп. Волі, 4, м. Луцьк", "region_id": 3, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №1", "protocol_id": 13, "interface_id": 8, "bandwidth_mbps": 200, "budget_monthly": "5200.00", "connection_date": "2026-12-16", "contract_months": 36, "offers_deadline": "2026-11-16T15:00:00.000Z"}, "number": "ТТ-2026-000018"}', '2026-10-29 00:04:23.498+00', NULL, 'fe690519ec41dbc206e9a0b1ab52b3f16cde64a258f559b1d050d8a05eb4bffb', '6d376737ed5ea937d59e2b892d159205'),
	(113, 18, 2, 'manager', 'published', '{"offers_deadline": "2026-11-16T15:00:00.000Z"}', '2026-10-29 20:04:23.498+00', 'fe690519ec41dbc206e9a0b1ab52b3f16cde64a258f559b1d050d8a05eb4bffb', '0c9e8d741a8768d3fa44ddc77f9cf9394bbf47f91ec199c91366e0645d46dcfa', '2a68a509559ee2bc21b115356991df71'),
	(114, 18, 9, 'provider', 'offer_submitted', '{"offer_id": 20}', '2026-11-03 06:48:00+00', '0c9e8d741a8768d3fa44ddc77f9cf9394bbf47f91ec199c91366e0645d46dcfa', '3296be79d5f166c3008329a4285e1396791514961f3cc7dd23f99aa051b348e2', 'bceba59d36d034c7a3f9da983174f21b'),
	(115, 18, 5, 'provider', 'offer_submitted', '{"offer_id": 21}', '2026-11-07 17:32:00+00', '3296be79d5f166c3008329a4285e1396791514961f3cc7dd23f99aa051b348e2', '81b74ad38cd90af9c2c36a3d7e7d5dc7fa213df3f9d3046cc2df0dde955f5d46', '7111426d6b7f72ae8a8a19ab9842cb09'),
	(116, 18, 8, 'provider', 'offer_submitted', '{"offer_id": 22}', '2026-11-12 04:16:00+00', '81b74ad38cd90af9c2c36a3d7e7d5dc7fa213df3f9d3046cc2df0dde955f5d46', '936712ea3133e4f8f5d515bdb3062e1d8566c1d6b2ebf52d37601641366ed6ac', '5d9a263b43e2ef94b8ec8963f77bda15'),
	(117, 18, 2, 'manager', 'awarded', '{"reason": "Найнижча загальна вартість за строк договору за повної відповідності технічним вимогам", "offer_id": 20, "organization": "ТОВ «Західна Мережа»"}', '2026-11-18 15:00:00+00', '936712ea3133e4f8f5d515bdb3062e1d8566c1d6b2ebf52d37601641366ed6ac', '0129f1898a3c0b5ff869c5e5dd7fcda898d5f13c5a13ee62d52d6bccdad9d60a', 'c598b0f13d469bd7df49b76b148c7c6e'),
	(118, 19, 2, 'manager', 'created', '{"fields": {"title": "Канал L3 VPN для відділення в Запоріжжі", "address": "просп. Соборний, 160, м. Запоріжжя", "region_id": 8, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №15", "protocol_id": 15, "interface_id": 10, "bandwidth_mbps": 300, "budget_monthly": "9800.00", "connection_date": "2026-12-20", "contract_months": 36, "offers_deadline": "2026-11-20T15:00:00.000Z"}, "number": "ТТ-2026-000019"}', '2026-11-03 00:04:23.498+00', NULL, '968fd457bcd5446c9e994b6134bda8ef0a149383d39b76938f045f61edf8a809', 'ff6051760ab18f88dba772cb13664a92'),
	(119, 19, 2, 'manager', 'published', '{"offers_deadline": "2026-11-20T15:00:00.000Z"}', '2026-11-03 20:04:23.498+00', '968fd457bcd5446c9e994b6134bda8ef0a149383d39b76938f045f61edf8a809', 'a95beeb976cad94b794deea0511d9e5c9fe6d61849ae0f180ffdb4ffba9791f8', '4a80a733603f1b3b182f85851a8e4257'),
	(120, 19, 6, 'provider', 'offer_submitted', '{"offer_id": 23}', '2026-11-09 10:22:00+00', 'a95beeb976cad94b794deea0511d9e5c9fe6d61849ae0f180ffdb4ffba9791f8', 'c21928785936aa38727c498b2a5180225422cfd004395f72b39a6e41957e2506', '87d2d416f0b4dc7050d3adf0af12fcd0'),
	(121, 19, 8, 'provider', 'offer_submitted', '{"offer_id": 24}', '2026-11-15 00:41:00+00', 'c21928785936aa38727c498b2a5180225422cfd004395f72b39a6e41957e2506', 'f8107eaba7eca727daa49e4ee851f0a9c1d5ccc1df85d07728a1135a37e1d5ef', 'e710a8bac31e6906fece65995540bb4a'),
	(122, 19, 2, 'manager', 'awarded', '{"reason": "Нижча вартість за весь строк і швидше підключення", "offer_id": 23, "organization": "ПрАТ «Дніпро Оптік»"}', '2026-11-22 15:00:00+00', 'f8107eaba7eca727daa49e4ee851f0a9c1d5ccc1df85d07728a1135a37e1d5ef', '3050b307886239d00b199a3aaa7ce0744faeb3e1f01f49f539b2ed2e919feaba', 'a237e1b8f92f387d135dd8dd021694ef'),
	(123, 20, 2, 'manager', 'created', '{"fields": {"title": "Резервний канал для відділення в Хмельницькому", "address": "вул. Проскурівська, 43, м. Хмельницький", "region_id": 22, "min_offers": 1, "physics_id": 3, "branch_name": "Відділення №7", "protocol_id": 13, "interface_id": 8, "bandwidth_mbps": 100, "budget_monthly": "3300.00", "connection_date": "2026-12-22", "contract_months": 24, "offers_deadline": "2026-11-22T15:00:00.000Z"}, "number": "ТТ-2026-000020"}', '2026-11-06 00:04:23.498+00', NULL, '421a484980f632c5681e967ed636d8041cc24ef6f671dd8b42d6dd5ae6e0d6fd', '6ce9a9140a58c9ac7ff4c8187bf407ff'),
	(124, 20, 2, 'manager', 'published', '{"offers_deadline": "2026-11-22T15:00:00.000Z"}', '2026-11-06 20:04:23.498+00', '421a484980f632c5681e967ed636d8041cc24ef6f671dd8b42d6dd5ae6e0d6fd', 'e221bb92ec3d455cd90c44479744b135dd18540890e1a7680114758f5fb2e3d3', 'b4c410b6e72a6ae8e253e3621fa23489'),
	(125, 20, 10, 'provider', 'offer_submitted', '{"offer_id": 25}', '2026-11-12 02:22:00+00', 'e221bb92ec3d455cd90c44479744b135dd18540890e1a7680114758f5fb2e3d3', 'a493cb502395d8669e7ab92d9571a0e99e949861100500e98297d66cbfa79813', '1fe28dc8e8a1cf2a84a268997c728ba4'),
	(126, 20, 9, 'provider', 'offer_submitted', '{"offer_id": 26}', '2026-11-17 08:41:00+00', 'a493cb502395d8669e7ab92d9571a0e99e949861100500e98297d66cbfa79813', '2639a53db0cff43725c078950192e9d2d2dd99365e275fa7ffc28241456df8dd', 'f0a8d4ccb64fbe1dcf386b516082f499'),
	(128, 21, 2, 'manager', 'created', '{"fields": {"title": "Інтернет для відділення №19 у Миколаєві", "address": "вул. Соборна, 12, м. Миколаїв", "region_id": 14, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №19", "protocol_id": 13, "interface_id": 8, "bandwidth_mbps": 100, "budget_monthly": "3700.00", "connection_date": "2026-12-23", "contract_months": 24, "offers_deadline": "2026-11-23T15:00:00.000Z"}, "number": "ТТ-2026-000021"}', '2026-11-08 00:04:23.498+00', NULL, '624609347661e6506b012165e13fec1541eb970a3e853114a79071bb0f79264b', 'c4e437b38c9acb3269b75d7bb3f72e52'),
	(129, 21, 2, 'manager', 'published', '{"offers_deadline": "2026-11-23T15:00:00.000Z"}', '2026-11-08 20:04:23.498+00', '624609347661e6506b012165e13fec1541eb970a3e853114a79071bb0f79264b', 'aac6eaf02d380f0ee35642b6137fe3d7e9d8c8e8e8f436d6718f53ccc2ff52a0', 'c636e38883d5c3cf400d6539167d2c5c'),
	(130, 21, 5, 'provider', 'offer_submitted', '{"offer_id": 27}', '2026-11-13 18:22:00+00', 'aac6eaf02d380f0ee35642b6137fe3d7e9d8c8e8e8f436d6718f53ccc2ff52a0', '36a6f83c4ef499baeefebda352070b7055f5205ab38ff1170e1d908e1966493a', '71feccf992ca314f591d169730367170'),
	(131, 21, 6, 'provider', 'offer_submitted', '{"offer_id": 28}', '2026-11-18 16:41:00+00', '36a6f83c4ef499baeefebda352070b7055f5205ab38ff1170e1d908e1966493a', '264cbc3225c340ee3bd02adeac1d41dad78d823db17e583e8335a82261bd88ac', 'de92f2909cc42bcd28fc04237f71b6a0'),
	(132, 21, 2, 'manager', 'awarded', '{"reason": "Найнижча загальна вартість за строк договору", "offer_id": 27, "organization": "ТОВ «Укрмережа Телеком»"}', '2026-11-25 15:00:00+00', '264cbc3225c340ee3bd02adeac1d41dad78d823db17e583e8335a82261bd88ac', 'acd73693897c94e0b96280f2e270be67df3246b9ea7af173ef0b552e6b2a588a', '0cb3bd85be0503729894ad507fd0fc4d'),
	(133, 22, 2, 'manager', 'created', '{"fields": {"title": "Основний канал для відділення №10 у Чернівцях", "address": "вул. Головна, 55, м. Чернівці", "region_id": 24, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №10", "protocol_id": 13, "interface_id": 8, "bandwidth_mbps": 100, "budget_monthly": "3500.00", "connection_date": "2026-10-29", "contract_months": 24, "offers_deadline": "2026-09-29T14:00:00.000Z"}, "number": "ТТ-2026-000022"}', '2026-09-09 00:04:23.498+00', NULL, 'cda39e420afbf04134e8514809ced4568372bf1e457a7689b98104d23373ce23', '05595851cfec8583c68efe83077f7397'),
	(134, 22, 2, 'manager', 'published', '{"offers_deadline": "2026-09-29T14:00:00.000Z"}', '2026-09-09 20:04:23.498+00', 'cda39e420afbf04134e8514809ced4568372bf1e457a7689b98104d23373ce23', '03a118590ae8c536d205a0de678987f9a6df1342608bf1c9006bdef73c10e15c', '948d721ab012109ac2bcc5485d581c89'),
	(135, 22, 9, 'provider', 'offer_submitted', '{"offer_id": 29}', '2026-09-16 10:02:00+00', '03a118590ae8c536d205a0de678987f9a6df1342608bf1c9006bdef73c10e15c', '56ce5b76fd90b7afda2fb0b18cbe51aa1ccdb8a450508f6b96f2e76516580be5', 'ff583a4b13c4b813e39978b9d6c98991'),
	(136, 22, 5, 'provider', 'offer_submitted', '{"offer_id": 30}', '2026-09-23 00:01:00+00', '56ce5b76fd90b7afda2fb0b18cbe51aa1ccdb8a450508f6b96f2e76516580be5', '900029806d8dbf72bd1b5e39c06af43fb6afafc1ce0262e3cadc1e9902b1e557', '087f7b8ae0cb5e34945097858bdefa31'),
	(137, 22, 2, 'manager', 'awarded', '{"reason": "Найнижча загальна вартість за строк договору", "offer_id": 29, "organization": "ТОВ «Західна Мережа»"}', '2026-10-01 14:00:00+00', '900029806d8dbf72bd1b5e39c06af43fb6afafc1ce0262e3cadc1e9902b1e557', 'd5fb1d984ef72100b42f25bc45f1083e54ebf7a9e18b93ef07d105b78bad5d4d', 'd2160aff4dac8bf78673837bcbe2023c'),
	(138, 22, 2, 'manager', 'completed', '{"note": "Канал підключено, акт прийому-передачі підписано"}', '2026-10-26 14:00:00+00', 'd5fb1d984ef72100b42f25bc45f1083e54ebf7a9e18b93ef07d105b78bad5d4d', '3c903c8f47705e91c68a24a1e6bb55df0844bd43c5875088e122963ac75e2d7c', '0cfeb62e11d8d1f86e81db9c6ab9eeb2'),
	(139, 23, 2, 'manager', 'created', '{"fields": {"title": "Магістральний канал для дата-центру в Києві", "address": "вул. Сім’ї Прахових, 54, м. Київ", "region_id": 1, "min_offers": 2, "physics_id": 1, "branch_name": "Резервний дата-центр", "protocol_id": 14, "interface_id": 11, "bandwidth_mbps": 1000, "budget_monthly": "52000.00", "connection_date": "2026-09-24", "contract_months": 60, "offers_deadline": "2026-08-25T14:00:00.000Z"}, "number": "ТТ-2026-000023"}', '2026-07-31 00:04:23.498+00', NULL, '9da290e15a2c589bc5d948753c5f8d9236ea9ca17e1319a7316919ec66a8e72e', '18e3f408ff58b2c7b46f7093f7b645ba'),
	(140, 23, 2, 'manager', 'published', '{"offers_deadline": "2026-08-25T14:00:00.000Z"}', '2026-07-31 20:04:23.498+00', '9da290e15a2c589bc5d948753c5f8d9236ea9ca17e1319a7316919ec66a8e72e', '45251db0b4cd5bb9d5f5c180ae6d887b1a35929e6ceabe4d6450de042e6c43c6', '4dd7fe32f6a08683e1c9c4dfd1f72997'),
	(141, 23, 8, 'provider', 'offer_submitted', '{"offer_id": 31}', '2026-08-07 00:33:00+00', '45251db0b4cd5bb9d5f5c180ae6d887b1a35929e6ceabe4d6450de042e6c43c6', 'f3eeae8afcb4f8bc5fa8f43e46db29905a559d68e595b682756c6c0471b14d28', 'a7b4bd984201ff288fe65ce0f3418565'),
	(142, 23, 5, 'provider', 'offer_submitted', '{"offer_id": 32}', '2026-08-13 05:02:00+00', 'f3eeae8afcb4f8bc5fa8f43e46db29905a559d68e595b682756c6c0471b14d28', 'acd81bfa956a14556fbc2171b67d14a4933c44520f65637fd7a0900b282fdc79', '02df40377fb93c9e8e4fc63bbc646df6'),
	(143, 23, 6, 'provider', 'offer_submitted', '{"offer_id": 33}', '2026-08-19 09:31:00+00', 'acd81bfa956a14556fbc2171b67d14a4933c44520f65637fd7a0900b282fdc79', '38693a65d2641a57e79de1766b73f4b12ca78e58ca34a0806e9b6a8dea9ff997', '7b4163007ec25c8dc054a6f471be3d59'),
	(144, 23, 2, 'manager', 'awarded', '{"reason": "Найнижча загальна вартість за 60 місяців і найвища доступність за SLA", "offer_id": 31, "organization": "ТОВ «Магістраль Телеком»"}', '2026-08-27 14:00:00+00', '38693a65d2641a57e79de1766b73f4b12ca78e58ca34a0806e9b6a8dea9ff997', '547664e8313d36f4fd85386102a1627193839c75dab1c3737158ead357685086', '49a6d0dc06503eaa301627ac65510313'),
	(145, 23, 2, 'manager', 'completed', '{"note": "Канал підключено, акт прийому-передачі підписано"}', '2026-09-21 14:00:00+00', '547664e8313d36f4fd85386102a1627193839c75dab1c3737158ead357685086', '27b45503d3576a9f5d379d8edfe3fc1ce24071d3ce30a9d46b46a6700ed22ebd', 'd83f701ce6fd2c3dd69fdd2eb39458f4'),
	(146, 24, 2, 'manager', 'created', '{"fields": {"title": "Канал для відділення №3 в Івано-Франківську", "address": "вул. Незалежності, 20, м. Івано-Франківськ", "region_id": 9, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №3", "protocol_id": 15, "interface_id": 8, "bandwidth_mbps": 100, "budget_monthly": "4400.00", "connection_date": "2026-11-08", "contract_months": 36, "offers_deadline": "2026-10-09T14:00:00.000Z"}, "number": "ТТ-2026-000024"}', '2026-09-19 00:04:23.498+00', NULL, '3779194d9e73101d366226255bbb6b4ec1c0e1ce83690022a57e0b58af8cfac0', '200cdc6ca5cf6200ac28538888dc58ae'),
	(147, 24, 2, 'manager', 'published', '{"offers_deadline": "2026-10-09T14:00:00.000Z"}', '2026-09-19 20:04:23.498+00', '3779194d9e73101d366226255bbb6b4ec1c0e1ce83690022a57e0b58af8cfac0', 'fdb8b768960f7e33e191119de1ac8c7d080f8bfe3a84c8121db5275a72415163', 'cb4559ab20e65402119464b9df4e0b05'),
	(148, 24, 9, 'provider', 'offer_submitted', '{"offer_id": 34}', '2026-09-26 10:02:00+00', 'fdb8b768960f7e33e191119de1ac8c7d080f8bfe3a84c8121db5275a72415163', '4b8ccb9d3f2aaa69aacd27ba7420fd7cbb8a22f991c463b15b1bd8bf0217971d', 'd7308a28ecab999a39bc89d0cf4e06cf'),
	(149, 24, 5, 'provider', 'offer_submitted', '{"offer_id": 35}', '2026-10-03 00:01:00+00', '4b8ccb9d3f2aaa69aacd27ba7420fd7cbb8a22f991c463b15b1bd8bf0217971d', '5b41ad686fe2c4747804352b8cd779b3ccad9b238ee33561f9e3c051b5911bf6', '520f428e8b2243d3d4caa4062441a1d7'),
	(150, 24, 2, 'manager', 'awarded', '{"reason": "Нижча загальна вартість, вища доступність за SLA", "offer_id": 34, "organization": "ТОВ «Західна Мережа»"}', '2026-10-11 14:00:00+00', '5b41ad686fe2c4747804352b8cd779b3ccad9b238ee33561f9e3c051b5911bf6', '68b5c329f4876d0b66a4e42f07bfbaed7cb2669ca4824d60aa1736abe8502457', '1508c542ef1f7e6281f18244f5454f09'),
	(151, 24, 2, 'manager', 'completed', '{"note": "Канал підключено, акт прийому-передачі підписано"}', '2026-11-05 14:00:00+00', '68b5c329f4876d0b66a4e42f07bfbaed7cb2669ca4824d60aa1736abe8502457', '97bfa1de493ed8efcb3fc334480897ef4ed20e31141983065c0507eaca8502d7', 'fde0f0b41b1e40cf886eb746807c89b2'),
	(152, 25, 2, 'manager', 'created', '{"fields": {"title": "Мобільний резерв для відділення в Сумах", "address": "вул. Соборна, 27, м. Суми", "region_id": 18, "min_offers": 1, "physics_id": 5, "branch_name": "Відділення №2", "protocol_id": 16, "interface_id": 7, "bandwidth_mbps": 20, "budget_monthly": "850.00", "connection_date": "2026-11-13", "contract_months": 12, "offers_deadline": "2026-10-14T14:00:00.000Z"}, "number": "ТТ-2026-000025"}', '2026-09-24 00:04:23.498+00', NULL, 'fe8f2aac39030a6d2ffb9884ede5b397d96e5cc485e7df27ce6d30cace6cb574', 'fd6b2450bcd76d031c4e5e1a21b2a964'),
	(153, 25, 2, 'manager', 'published', '{"offers_deadline": "2026-10-14T14:00:00.000Z"}', '2026-09-24 20:04:23.498+00', 'fe8f2aac39030a6d2ffb9884ede5b397d96e5cc485e7df27ce6d30cace6cb574', 'db1e2e8abab9b836b4b1237b084c868b1aa76a0c8c1a4666eae2cc29155dcb61', 'd250e39c08c099a15986f6671f556836'),
	(154, 25, 10, 'provider', 'offer_submitted', '{"offer_id": 36}', '2026-10-01 10:02:00+00', 'db1e2e8abab9b836b4b1237b084c868b1aa76a0c8c1a4666eae2cc29155dcb61', '53bb68c2b3f1f7d6c2b6631b254b91b2d415070f7dec6720cff9cd9a45099996', '9f4a7207a4d0d860f9b0dc0d9edeee6d'),
	(155, 25, 6, 'provider', 'offer_submitted', '{"offer_id": 37}', '2026-10-08 00:01:00+00', '53bb68c2b3f1f7d6c2b6631b254b91b2d415070f7dec6720cff9cd9a45099996', 'dcab11768754a8178f0f08b1dc53ef9ef58cdd2531eb8ef7d2e516f0ab114f58', '53842a4aedaa4279c39a0a642336f4a8'),
	(156, 25, 2, 'manager', 'awarded', '{"reason": "Найнижча загальна вартість і найшвидше підключення", "offer_id": 36, "organization": "ТОВ «СкайЛінк Україна»"}', '2026-10-16 14:00:00+00', 'dcab11768754a8178f0f08b1dc53ef9ef58cdd2531eb8ef7d2e516f0ab114f58', '81fded1d1ff22d9aad066e30efd2d6aba2188ccb4f3ce5f147f4a4f0c2289a1f', 'ca7deec5b911918e9a3627235054c993'),
	(157, 25, 2, 'manager', 'completed', '{"note": "Канал підключено, акт прийому-передачі підписано"}', '2026-11-10 14:00:00+00', '81fded1d1ff22d9aad066e30efd2d6aba2188ccb4f3ce5f147f4a4f0c2289a1f', '01456125dc6e6e1f64d54a970c0d0d9eef57971107f9d61ecc81cfb6414b3db5', 'a9050d532dcb1bcac507ee89c2fb474b');
INSERT INTO public.tender_history VALUES
	(158, 26, 2, 'manager', 'created', '{"fields": {"title": "Канал для тимчасового пункту обслуговування в Херсоні", "address": "вул. Ушакова, 33, м. Херсон", "region_id": 21, "min_offers": 1, "physics_id": 5, "branch_name": "Тимчасовий пункт №1", "protocol_id": 16, "interface_id": 7, "bandwidth_mbps": 50, "budget_monthly": "1500.00", "connection_date": "2026-12-24", "contract_months": 6, "offers_deadline": "2026-11-24T15:00:00.000Z"}, "number": "ТТ-2026-000026"}', '2026-11-10 00:04:23.498+00', NULL, 'fc3d32e44d85a97a44095a0c10bf6eb76eb90b68a058d92fe8cfeb7928279de9', '1cb757f6796b468e4f2d27a5c91db453'),
	(159, 26, 2, 'manager', 'published', '{"offers_deadline": "2026-11-24T15:00:00.000Z"}', '2026-11-10 20:04:23.498+00', 'fc3d32e44d85a97a44095a0c10bf6eb76eb90b68a058d92fe8cfeb7928279de9', '71fdee8e6446ed54c50c7d9ad7eac676d4e063e26dffe0809c77cb3bf0d2d623', 'a078d85a5a952ef4ecd08966be9f7029'),
	(160, 26, 10, 'provider', 'offer_submitted', '{"offer_id": 38}', '2026-11-11 20:04:00+00', '71fdee8e6446ed54c50c7d9ad7eac676d4e063e26dffe0809c77cb3bf0d2d623', '8179b46af677fb46461382f3f8743bcbdef13571cd442f42935cc6abf6f2693d', 'eeb51d8cf2800539c93f2c435cc6c3cb'),
	(161, 26, 2, 'manager', 'cancelled', '{"reason": "Пункт обслуговування не відкриватиметься через безпекову ситуацію в місті", "from_status": "published"}', '2026-11-12 20:04:23.498+00', '8179b46af677fb46461382f3f8743bcbdef13571cd442f42935cc6abf6f2693d', 'f56b196fd219ce72ad8659291177a65c9db003cbab8ea67a00f2dfac470c1df8', 'c280934129b5a7f809675e630408fd91'),
	(162, 27, 2, 'manager', 'created', '{"fields": {"title": "Другий канал для відділення №30 у Львові", "address": "просп. Свободи, 15, м. Львів", "region_id": 13, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №30", "protocol_id": 13, "interface_id": 8, "bandwidth_mbps": 100, "budget_monthly": "3800.00", "connection_date": "2027-01-02", "contract_months": 24, "offers_deadline": "2026-12-03T15:00:00.000Z"}, "number": "ТТ-2026-000027"}', '2026-11-18 00:04:23.498+00', NULL, '59a836801b5c561d9ac0df8170364db177c50d4320413159789adf20d5e42289', '9f969e0e602195f7f24ea223bea28999'),
	(163, 27, 2, 'manager', 'published', '{"offers_deadline": "2026-12-03T15:00:00.000Z"}', '2026-11-18 20:04:23.498+00', '59a836801b5c561d9ac0df8170364db177c50d4320413159789adf20d5e42289', '1779d3cc60ac309b0431c3bba5a1674b3e7e4971d8406e8e567f0c907cc17984', 'b1536a730aa31c8221946aac6f3d1e8f'),
	(164, 27, 9, 'provider', 'offer_submitted', '{"offer_id": 39}', '2026-11-19 20:04:00+00', '1779d3cc60ac309b0431c3bba5a1674b3e7e4971d8406e8e567f0c907cc17984', 'cb086df9ee134efd0d63c10b4cb18eb824a86a0a4aca9a87f2ae83e4112c21c4', '32ecd1b859c59c25398de25924eb8e42'),
	(165, 27, 2, 'manager', 'cancelled', '{"reason": "Відділення переїжджає в інше приміщення; тендер буде оголошено заново з новою адресою", "from_status": "published"}', '2026-11-20 20:04:23.498+00', 'cb086df9ee134efd0d63c10b4cb18eb824a86a0a4aca9a87f2ae83e4112c21c4', '4fb43c38942c109be5b6a5c252ce5313036dce626b8ef2c39f243c3452eb1a2c', '91866021132e2216968bf0d86c046379'),
	(166, 30, 2, 'manager', 'created', '{"fields": {"title": "Канал L2 VPN для відділення в Кременчуці", "address": "вул. Соборна, 24, м. Кременчук", "region_id": 16, "min_offers": 2, "physics_id": 1, "branch_name": "Відділення №17", "protocol_id": 14, "interface_id": 10, "bandwidth_mbps": 200, "budget_monthly": "6300.00", "connection_date": "2026-12-18", "contract_months": 36, "offers_deadline": "2026-11-18T15:00:00.000Z"}, "number": "ТТ-2026-000030"}', '2026-11-02 00:04:23.498+00', NULL, '0d0de386f8e4b3a02ed1c46d6435a79ebe5ecea951403ca9b562457761d3e189', '501d43534f3b1c5801069a057c60dd97'),
	(167, 30, 2, 'manager', 'published', '{"offers_deadline": "2026-11-18T15:00:00.000Z"}', '2026-11-02 20:04:23.498+00', '0d0de386f8e4b3a02ed1c46d6435a79ebe5ecea951403ca9b562457761d3e189', 'cfbba5dfdef39f232293213eb941dba3ade76725cd3a4e4b324355f6f867f1ea', 'ec8eb13da1dca23cb3cfad417c6caf9a'),
	(168, 30, 6, 'provider', 'offer_submitted', '{"offer_id": 40}', '2026-11-10 17:32:00+00', 'cfbba5dfdef39f232293213eb941dba3ade76725cd3a4e4b324355f6f867f1ea', 'ab155f090d39477acb075b672672a8360742f506a75064da4c68050309040b3d', 'a3a897f8b5fc908992edb34feebf3523'),
	(169, 30, NULL, 'system', 'unsuccessful', '{"reason": "Подано менше пропозицій, ніж потрібно (мінімум 2)"}', '2026-11-18 15:00:00+00', 'ab155f090d39477acb075b672672a8360742f506a75064da4c68050309040b3d', '9e0d99e587f57d9b8f06dc7c96b19316465a7c278d94c5c56c1d248fcd7aee00', 'df02fd241f7c755f0521b89b57399615'),
	(170, 31, 2, 'manager', 'created', '{"fields": {"title": "Основний канал для відділення в Кривому Розі", "address": "просп. Металургів, 28, м. Кривий Ріг", "region_id": 4, "min_offers": 1, "physics_id": 1, "branch_name": "Відділення №26", "protocol_id": 13, "interface_id": 8, "bandwidth_mbps": 100, "budget_monthly": "2900.00", "connection_date": "2026-12-19", "contract_months": 24, "offers_deadline": "2026-11-19T15:00:00.000Z"}, "number": "ТТ-2026-000031"}', '2026-11-04 00:04:23.498+00', NULL, '7536ceb41a41018f8ab6d7ed83d83dbd232d4c70f826af6728b21b6b34e9bfab', '4f8d3a03ad39739e4db28d88d0942604'),
	(171, 31, 2, 'manager', 'published', '{"offers_deadline": "2026-11-19T15:00:00.000Z"}', '2026-11-04 20:04:23.498+00', '7536ceb41a41018f8ab6d7ed83d83dbd232d4c70f826af6728b21b6b34e9bfab', 'f7eea9565c24842f4c744cb2c537325c647daf277167c49413acb3436ed40b06', 'befa939c15790bd0d38fb5aba95cc0ed'),
	(172, 31, 6, 'provider', 'offer_submitted', '{"offer_id": 41}', '2026-11-09 18:22:00+00', 'f7eea9565c24842f4c744cb2c537325c647daf277167c49413acb3436ed40b06', 'a74c4288f13824df1270aae50bace0149650679b1219847890ea22a3e4e4e0e3', 'c731d3ecae45aee4c2e49a528827137d'),
	(173, 31, 5, 'provider', 'offer_submitted', '{"offer_id": 42}', '2026-11-14 16:41:00+00', 'a74c4288f13824df1270aae50bace0149650679b1219847890ea22a3e4e4e0e3', 'c23d0ed9800874cd4ad38c7fe5d44091b9284404360e469ed48d7c98ed7e90cd', '61c9b32ba59c4858c0be336c0bdc88e0'),
	(174, 31, 2, 'manager', 'unsuccessful', '{"reason": "Усі пропозиції суттєво перевищують очікуваний бюджет"}', '2026-11-21 15:00:00+00', 'c23d0ed9800874cd4ad38c7fe5d44091b9284404360e469ed48d7c98ed7e90cd', '75f3b0059e556dc309d04e47e7df4ca1b74a4548f5ead05c8e166ad4a12474a2', 'c9fa3b08d2b1cca402c78fa4fef38603'),
	(175, 16, NULL, 'system', 'evaluation_started', '{"offers_count": 3}', '2026-11-28 05:04:25.217+00', 'd24bf7468ace082ddf626e77b5f95e7e24145959dd8b17ebacfdb1d0990bb131', 'c94c2693749d177a63764f9de2287dbf92ff6bd3722e1f77d6e25aab66ab0f31', 'dee20ab756e6f7e3183beb5d3750f9b4'),
	(176, 15, NULL, 'system', 'evaluation_started', '{"offers_count": 2}', '2026-11-28 05:04:25.251+00', 'da2cb043e605ffa9312c7db2237b1a25631e3282845eac6d662c909bae7f2b18', '7453632a679f6344332b94ee7e09ca8ca00e01071480614905fe6f64ce22f233', 'a26386f975e7e4a5f2c3a48abf472b34'),
	(177, 14, NULL, 'system', 'evaluation_started', '{"offers_count": 3}', '2026-11-28 05:04:25.274+00', '71fc2eb3fa76ecd87d9881939d91c772b521c57983df0f5c4a004db0cb54c78f', 'b028a2b13eb7adef2cb4132266d2a8ce00afbda8a754b8cc92b57546ef61205f', '605d175bc67ca1dac82e11c86aa31c18'),
	(178, 17, NULL, 'system', 'evaluation_started', '{"offers_count": 3}', '2026-11-28 05:04:25.284+00', 'f87db556708b051352471568789944b89d9b93725c52f396ec3565ce4b826fb1', '7633ab2f7ed3ef6ba9bf2381f7a82fa711632bdd0b0d483883a5de7a1448aff5', 'a5664ff769462968337fbe43fbd03432'),
	(179, 1, 2, 'manager', 'document_added', '{"sha256": "4c79ca82d4d6142dc3a05282ca249ad79a0bbeae51060cbc84e913bfdecbb757", "file_name": "Технічне завдання.pdf", "size_bytes": 329, "document_id": 1}', '2026-11-28 05:04:25.736+00', 'bd2c7387cf1a23cbddd28b56808375725262b4699967fa01c5c5ecd1632da76d', 'f59172c28f39c8823e942757247007c38521ba5955919c9515415f206dde7e07', 'f0c98c81d5235e1de3fa70661f80f601'),
	(180, 1, 2, 'manager', 'document_added', '{"sha256": "4c79ca82d4d6142dc3a05282ca249ad79a0bbeae51060cbc84e913bfdecbb757", "file_name": "Типовий договір.pdf", "size_bytes": 329, "document_id": 2, "library_file_id": 1}', '2026-11-28 05:04:25.76+00', 'f59172c28f39c8823e942757247007c38521ba5955919c9515415f206dde7e07', 'ccc3e2451ab0c434c6668ceaacd9da8a2ea44d3f142693f3f685c7b285a931d4', 'af2995e30dfb43c78c60e4d15423592a'),
	(181, 6, 5, 'provider', 'question_asked', '{"question_id": 1}', '2026-11-28 05:04:25.798+00', '729a1125566f76a9b9ff22b0af95b20148600e986de0857f33ca071c730cef8e', 'fc21026f0ad68c216e17ad62ee5be663c37e80762eb853ddc24c949cc590819e', 'b1c8a697c104277b78117bdf27674814'),
	(182, 6, 2, 'manager', 'question_answered', '{"question_id": 1}', '2026-11-28 05:04:25.814+00', 'fc21026f0ad68c216e17ad62ee5be663c37e80762eb853ddc24c949cc590819e', 'c8408853eff8bab3357ad85474fc4df6f56bb7d4f6b00c2539739f70a25d5e22', '43225d0dfcfdf64a18baed85a89dd474');


--
-- Data for Name: tenders; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tenders VALUES
	(2, 'ТТ-2026-000002', 'Основний канал для нового відділення №87 у Броварах', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №87» за адресою: бульв. Незалежності, 14, м. Бровари.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 200 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: Ethernet 1 Гбіт/с (RJ-45).</li><li>Послуга: L3 VPN / MPLS.</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 10, 'Відділення №87', 'бульв. Незалежності, 14, м. Бровари', 200, 1, 8, 15, '2027-01-13', 36, 7800.00, '2026-12-14 15:00:00+00', 1, 'draft', NULL, 2, NULL, '2026-11-27 00:04:23.498+00', '2026-11-27 00:04:23.498+00', 1, 'effee6d7ec6efdf0ee852f7003f515d723cbfac6c9da372ca24e26457e475362', DEFAULT, NULL, NULL),
	(3, 'ТТ-2026-000003', 'Мобільний резерв для банкоматної зони в Ужгороді', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Банкоматна зона ТЦ «Токіо»» за адресою: вул. Собранецька, 60, м. Ужгород.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 20 Мбіт/с (симетрично).</li><li>Фізичне середовище: мобільний 4g/5g.</li><li>Інтерфейс передачі: Ethernet 100 Мбіт/с (RJ-45).</li><li>Послуга: IPsec VPN.</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 7, 'Банкоматна зона ТЦ «Токіо»', 'вул. Собранецька, 60, м. Ужгород', 20, 5, 7, 16, '2027-01-07', 12, 950.00, '2026-12-08 15:00:00+00', 1, 'draft', NULL, 2, NULL, '2026-11-24 00:04:23.498+00', '2026-11-24 00:04:23.498+00', 1, 'dccf38063d9ff0fb3cd9121f52de3d3daf6149bcabca2aff3df06e2eea73b064', DEFAULT, NULL, NULL),
	(4, 'ТТ-2026-000004', 'Канал L2 VPN між відділеннями у Полтаві', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №5» за адресою: вул. Соборності, 31, м. Полтава.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 300 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: SFP (1 Гбіт/с, оптика).</li><li>Послуга: L2 VPN / VLAN (802.1Q).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 16, 'Відділення №5', 'вул. Соборності, 31, м. Полтава', 300, 1, 10, 14, '2027-01-17', 36, NULL, '2026-12-18 15:00:00+00', 1, 'draft', NULL, 2, NULL, '2026-11-28 00:04:23.498+00', '2026-11-28 00:04:23.498+00', 1, '32ec2ab56875e807248a0a4d62cdaf6c761dad19ac7b528895419ae47a2a506c', DEFAULT, NULL, NULL),
	(5, 'ТТ-2026-000005', 'Інтернет для пункту обслуговування в Коломиї', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Пункт обслуговування №3» за адресою: вул. Театральна, 22, м. Коломия.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 50 Мбіт/с (симетрично).</li><li>Фізичне середовище: будь-яке фізичне середовище.</li><li>Послуга: Доступ до Інтернету (IP).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 9, 'Пункт обслуговування №3', 'вул. Театральна, 22, м. Коломия', 50, NULL, NULL, 13, '2027-01-06', 12, 1800.00, '2026-12-07 15:00:00+00', 1, 'draft', NULL, 2, NULL, '2026-11-22 00:04:23.498+00', '2026-11-22 00:04:23.498+00', 1, '477731e2275faf83a77f06e283b242bfe5f6a5c0c68a3d376ebf0f00823959e7', DEFAULT, NULL, NULL),
	(9, 'ТТ-2026-000009', 'Радіорелейний резерв для відділення в Мукачеві', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №41» за адресою: вул. Миру, 17, м. Мукачево.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 50 Мбіт/с (симетрично).</li><li>Фізичне середовище: радіорелейний канал.</li><li>Інтерфейс передачі: Ethernet 100 Мбіт/с (RJ-45).</li><li>Послуга: Доступ до Інтернету (IP).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 7, 'Відділення №41', 'вул. Миру, 17, м. Мукачево', 50, 3, 7, 13, '2027-01-03', 24, 2600.00, '2026-12-04 15:00:00+00', 1, 'published', NULL, 2, '2026-11-23 20:04:23.498+00', '2026-11-23 00:04:23.498+00', '2026-11-23 20:04:23.498+00', 2, '810a5070f0ceef768358f68677205b3cdeda436bb92af5bf106964c5c6842b9c', DEFAULT, NULL, NULL),
	(11, 'ТТ-2026-000011', 'Канал для процесингового центру в Харкові', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Процесинговий центр» за адресою: просп. Науки, 40, м. Харків.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 1000 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: SFP+ (10 Гбіт/с, оптика).</li><li>Послуга: L2 VPN / VLAN (802.1Q).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 20, 'Процесинговий центр', 'просп. Науки, 40, м. Харків', 1000, 1, 11, 14, '2027-01-07', 60, 41000.00, '2026-12-08 15:00:00+00', 2, 'published', NULL, 2, '2026-11-21 20:04:23.498+00', '2026-11-21 00:04:23.498+00', '2026-11-21 20:04:23.498+00', 2, '8a17f8c189c8417cbfbeb16c961c81c8dc4b2c689eaa27cb66cdca184cda865d', DEFAULT, NULL, NULL),
	(12, 'ТТ-2026-000012', 'Резервний мобільний канал для відділення в Чернігові', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №14» за адресою: просп. Миру, 35, м. Чернігів.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 30 Мбіт/с (симетрично).</li><li>Фізичне середовище: мобільний 4g/5g.</li><li>Інтерфейс передачі: Ethernet 100 Мбіт/с (RJ-45).</li><li>Послуга: IPsec VPN.</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 25, 'Відділення №14', 'просп. Миру, 35, м. Чернігів', 30, 5, 7, 16, '2027-01-01', 12, 1100.00, '2026-12-02 15:00:00+00', 1, 'published', NULL, 2, '2026-11-25 20:04:23.498+00', '2026-11-25 00:04:23.498+00', '2026-11-25 20:04:23.498+00', 2, '6c13c00bc6f624d9e1754c745e38f6f064f18b22193899aa428cda249160060a', DEFAULT, NULL, NULL),
	(13, 'ТТ-2026-000013', 'Основний канал для відділення №2 у Житомирі', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №2» за адресою: вул. Київська, 77, м. Житомир.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 100 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: Ethernet 1 Гбіт/с (RJ-45).</li><li>Послуга: L3 VPN / MPLS.</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 6, 'Відділення №2', 'вул. Київська, 77, м. Житомир', 100, 1, 8, 15, '2027-01-11', 36, 4700.00, '2026-12-12 15:00:00+00', 1, 'published', NULL, 2, '2026-11-26 20:04:23.498+00', '2026-11-26 00:04:23.498+00', '2026-11-26 20:04:23.498+00', 2, '48ab6f288e132b7be72a3ddf14b4406d6274d73562465967268313342cef6397', DEFAULT, NULL, NULL),
	(28, 'ТТ-2026-000028', 'Канал для банкомату в аеропорту Бориспіль', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Банкоматна зона «Термінал D»» за адресою: м. Бориспіль, аеропорт «Бориспіль», термінал D.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 20 Мбіт/с (симетрично).</li><li>Фізичне середовище: мобільний 4g/5g.</li><li>Інтерфейс передачі: Ethernet 100 Мбіт/с (RJ-45).</li><li>Послуга: IPsec VPN.</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 10, 'Банкоматна зона «Термінал D»', 'м. Бориспіль, аеропорт «Бориспіль», термінал D', 20, 5, 7, 16, '2026-12-25', 12, 1200.00, '2026-11-25 15:00:00+00', 1, 'cancelled', 'Потреба відпала: банкомат переносять до іншої локації', 2, NULL, '2026-11-13 00:04:23.498+00', '2026-11-15 00:04:23.498+00', 2, '36543c315fdc3cffa1bebc01ca97a76263106cde7e9d299b7428b0b9849f4a5e', DEFAULT, NULL, '2026-11-15 00:04:23.498+00'),
	(29, 'ТТ-2026-000029', 'Радіорелейний канал для відділення в Ізмаїлі', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №23» за адресою: просп. Суворова, 62, м. Ізмаїл.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 50 Мбіт/с (симетрично).</li><li>Фізичне середовище: радіорелейний канал.</li><li>Інтерфейс передачі: Ethernet 100 Мбіт/с (RJ-45).</li><li>Послуга: Доступ до Інтернету (IP).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 15, 'Відділення №23', 'просп. Суворова, 62, м. Ізмаїл', 50, 3, 7, 13, '2026-12-14', 24, 2400.00, '2026-11-14 15:00:00+00', 1, 'unsuccessful', 'Не надійшло жодної пропозиції', 2, '2026-10-31 20:04:23.498+00', '2026-10-31 00:04:23.498+00', '2026-11-14 15:00:00+00', 3, 'e264a8b01a133771743c2c7c3dc446ed57792d6a0fabdaacc811099aa2e7f71b', DEFAULT, NULL, '2026-11-14 15:00:00+00'),
	(6, 'ТТ-2026-000006', 'Основний канал для регіонального офісу в Києві', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Регіональний офіс «Поділ»» за адресою: вул. Набережно-Хрещатицька, 10, м. Київ.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 1000 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: SFP (1 Гбіт/с, оптика).</li><li>Послуга: Доступ до Інтернету (IP).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 1, 'Регіональний офіс «Поділ»', 'вул. Набережно-Хрещатицька, 10, м. Київ', 1000, 1, 10, 13, '2026-12-30', 36, 28500.00, '2026-11-30 15:00:00+00', 2, 'published', NULL, 2, '2026-11-19 20:04:23.498+00', '2026-11-19 00:04:23.498+00', '2026-11-19 20:04:23.498+00', 2, 'c8408853eff8bab3357ad85474fc4df6f56bb7d4f6b00c2539739f70a25d5e22', DEFAULT, NULL, NULL),
	(7, 'ТТ-2026-000007', 'Резервний канал для відділення №3 у Вінниці', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №3» за адресою: вул. Соборна, 59, м. Вінниця.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 100 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: Ethernet 1 Гбіт/с (RJ-45).</li><li>Послуга: Доступ до Інтернету (IP).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 2, 'Відділення №3', 'вул. Соборна, 59, м. Вінниця', 100, 1, 8, 13, '2026-12-31', 24, 3900.00, '2026-12-01 15:00:00+00', 1, 'published', NULL, 2, '2026-11-22 20:04:23.498+00', '2026-11-22 00:04:23.498+00', '2026-11-22 20:04:23.498+00', 2, 'e7b2eecc95fdca02a3f7ad7b9746bf533149f14e85591a8e2c07b697234a49f3', DEFAULT, NULL, NULL),
	(8, 'ТТ-2026-000008', 'Канал L3 VPN для відділення №21 у Дніпрі', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №21» за адресою: просп. Дмитра Яворницького, 88, м. Дніпро.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 200 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: Ethernet 1 Гбіт/с (RJ-45).</li><li>Послуга: L3 VPN / MPLS.</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 4, 'Відділення №21', 'просп. Дмитра Яворницького, 88, м. Дніпро', 200, 1, 8, 15, '2027-01-02', 36, 8600.00, '2026-12-03 15:00:00+00', 1, 'published', NULL, 2, '2026-11-20 20:04:23.498+00', '2026-11-20 00:04:23.498+00', '2026-11-28 04:04:23.498+00', 3, '43ffba6bd6cb39a9080353f12460d2a23e2b71d34ef6fdd4f943ae84d2f9fa33', DEFAULT, NULL, NULL),
	(10, 'ТТ-2026-000010', 'Інтернет для відділення №8 в Одесі', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №8» за адресою: вул. Дерибасівська, 12, м. Одеса.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 200 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: Ethernet 1 Гбіт/с (RJ-45).</li><li>Послуга: Доступ до Інтернету (IP).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 15, 'Відділення №8', 'вул. Дерибасівська, 12, м. Одеса', 200, 1, 8, 13, '2027-01-04', 24, 5400.00, '2026-12-05 15:00:00+00', 1, 'published', NULL, 2, '2026-11-24 20:04:23.498+00', '2026-11-24 00:04:23.498+00', '2026-11-24 20:04:23.498+00', 2, 'c1a3d99ce7ff7c3854bd233bfccb47268df5084be00a790463196c10d0d78818', DEFAULT, NULL, NULL),
	(15, 'ТТ-2026-000015', 'Резервний канал для відділення в Рівному', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №11» за адресою: вул. Соборна, 16, м. Рівне.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 50 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: Ethernet 100 Мбіт/с (RJ-45).</li><li>Послуга: Доступ до Інтернету (IP).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 17, 'Відділення №11', 'вул. Соборна, 16, м. Рівне', 50, 1, 7, 13, '2026-12-27', 24, 2300.00, '2026-11-27 03:00:00+00', 1, 'evaluation', NULL, 2, '2026-11-14 20:04:23.498+00', '2026-11-14 00:04:23.498+00', '2026-11-14 20:04:23.498+00', 2, '7453632a679f6344332b94ee7e09ca8ca00e01071480614905fe6f64ce22f233', DEFAULT, NULL, NULL),
	(16, 'ТТ-2026-000016', 'L2 VPN для відділення №4 у Черкасах', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №4» за адресою: бульв. Шевченка, 150, м. Черкаси.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 200 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: SFP (1 Гбіт/с, оптика).</li><li>Послуга: L2 VPN / VLAN (802.1Q).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 23, 'Відділення №4', 'бульв. Шевченка, 150, м. Черкаси', 200, 1, 10, 14, '2026-12-26', 36, 6900.00, '2026-11-26 03:00:00+00', 1, 'evaluation', NULL, 2, '2026-11-13 20:04:23.498+00', '2026-11-13 00:04:23.498+00', '2026-11-13 20:04:23.498+00', 2, 'c94c2693749d177a63764f9de2287dbf92ff6bd3722e1f77d6e25aab66ab0f31', DEFAULT, NULL, NULL),
	(17, 'ТТ-2026-000017', 'Інтернет для відділення в Кропивницькому', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №9» за адресою: вул. Велика Перспективна, 23, м. Кропивницький.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 100 Мбіт/с (симетрично).</li><li>Фізичне середовище: будь-яке фізичне середовище.</li><li>Інтерфейс передачі: Ethernet 1 Гбіт/с (RJ-45).</li><li>Послуга: Доступ до Інтернету (IP).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 11, 'Відділення №9', 'вул. Велика Перспективна, 23, м. Кропивницький', 100, NULL, 8, 13, '2026-12-28', 12, 3100.00, '2026-11-28 04:00:00+00', 1, 'evaluation', NULL, 2, '2026-11-17 20:04:23.498+00', '2026-11-17 00:04:23.498+00', '2026-11-17 20:04:23.498+00', 2, '7633ab2f7ed3ef6ba9bf2381f7a82fa711632bdd0b0d483883a5de7a1448aff5', DEFAULT, NULL, NULL),
	(18, 'ТТ-2026-000018', 'Основний канал для відділення №1 у Луцьку', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №1» за адресою: просп. Волі, 4, м. Луцьк.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 200 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: Ethernet 1 Гбіт/с (RJ-45).</li><li>Послуга: Доступ до Інтернету (IP).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 3, 'Відділення №1', 'просп. Волі, 4, м. Луцьк', 200, 1, 8, 13, '2026-12-16', 36, 5200.00, '2026-11-16 15:00:00+00', 1, 'awarded', NULL, 2, '2026-10-29 20:04:23.498+00', '2026-10-29 00:04:23.498+00', '2026-11-18 15:00:00+00', 3, '0129f1898a3c0b5ff869c5e5dd7fcda898d5f13c5a13ee62d52d6bccdad9d60a', DEFAULT, NULL, '2026-11-18 15:00:00+00'),
	(19, 'ТТ-2026-000019', 'Канал L3 VPN для відділення в Запоріжжі', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №15» за адресою: просп. Соборний, 160, м. Запоріжжя.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 300 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: SFP (1 Гбіт/с, оптика).</li><li>Послуга: L3 VPN / MPLS.</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 8, 'Відділення №15', 'просп. Соборний, 160, м. Запоріжжя', 300, 1, 10, 15, '2026-12-20', 36, 9800.00, '2026-11-20 15:00:00+00', 1, 'awarded', NULL, 2, '2026-11-03 20:04:23.498+00', '2026-11-03 00:04:23.498+00', '2026-11-22 15:00:00+00', 3, '3050b307886239d00b199a3aaa7ce0744faeb3e1f01f49f539b2ed2e919feaba', DEFAULT, NULL, '2026-11-22 15:00:00+00'),
	(20, 'ТТ-2026-000020', 'Резервний канал для відділення в Хмельницькому', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №7» за адресою: вул. Проскурівська, 43, м. Хмельницький.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 100 Мбіт/с (симетрично).</li><li>Фізичне середовище: радіорелейний канал.</li><li>Інтерфейс передачі: Ethernet 1 Гбіт/с (RJ-45).</li><li>Послуга: Доступ до Інтернету (IP).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 22, 'Відділення №7', 'вул. Проскурівська, 43, м. Хмельницький', 100, 3, 8, 13, '2026-12-22', 24, 3300.00, '2026-11-22 15:00:00+00', 1, 'awarded', NULL, 2, '2026-11-06 20:04:23.498+00', '2026-11-06 00:04:23.498+00', '2026-11-24 15:00:00+00', 3, '4e72f962eb45a7c505a7bacf409d7ae72e35d50b2fe97b716d872ae3ed2f3fd9', DEFAULT, NULL, '2026-11-24 15:00:00+00'),
	(21, 'ТТ-2026-000021', 'Інтернет для відділення №19 у Миколаєві', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №19» за адресою: вул. Соборна, 12, м. Миколаїв.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 100 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: Ethernet 1 Гбіт/с (RJ-45).</li><li>Послуга: Доступ до Інтернету (IP).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 14, 'Відділення №19', 'вул. Соборна, 12, м. Миколаїв', 100, 1, 8, 13, '2026-12-23', 24, 3700.00, '2026-11-23 15:00:00+00', 1, 'awarded', NULL, 2, '2026-11-08 20:04:23.498+00', '2026-11-08 00:04:23.498+00', '2026-11-25 15:00:00+00', 3, 'acd73693897c94e0b96280f2e270be67df3246b9ea7af173ef0b552e6b2a588a', DEFAULT, NULL, '2026-11-25 15:00:00+00'),
	(22, 'ТТ-2026-000022', 'Основний канал для відділення №10 у Чернівцях', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №10» за адресою: вул. Головна, 55, м. Чернівці.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 100 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: Ethernet 1 Гбіт/с (RJ-45).</li><li>Послуга: Доступ до Інтернету (IP).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 24, 'Відділення №10', 'вул. Головна, 55, м. Чернівці', 100, 1, 8, 13, '2026-10-29', 24, 3500.00, '2026-09-29 14:00:00+00', 1, 'completed', NULL, 2, '2026-09-09 20:04:23.498+00', '2026-09-09 00:04:23.498+00', '2026-10-26 14:00:00+00', 4, '3c903c8f47705e91c68a24a1e6bb55df0844bd43c5875088e122963ac75e2d7c', DEFAULT, NULL, '2026-10-01 14:00:00+00'),
	(23, 'ТТ-2026-000023', 'Магістральний канал для дата-центру в Києві', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Резервний дата-центр» за адресою: вул. Сім’ї Прахових, 54, м. Київ.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 1000 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: SFP+ (10 Гбіт/с, оптика).</li><li>Послуга: L2 VPN / VLAN (802.1Q).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 1, 'Резервний дата-центр', 'вул. Сім’ї Прахових, 54, м. Київ', 1000, 1, 11, 14, '2026-09-24', 60, 52000.00, '2026-08-25 14:00:00+00', 2, 'completed', NULL, 2, '2026-07-31 20:04:23.498+00', '2026-07-31 00:04:23.498+00', '2026-09-21 14:00:00+00', 4, '27b45503d3576a9f5d379d8edfe3fc1ce24071d3ce30a9d46b46a6700ed22ebd', DEFAULT, NULL, '2026-08-27 14:00:00+00'),
	(24, 'ТТ-2026-000024', 'Канал для відділення №3 в Івано-Франківську', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №3» за адресою: вул. Незалежності, 20, м. Івано-Франківськ.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 100 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: Ethernet 1 Гбіт/с (RJ-45).</li><li>Послуга: L3 VPN / MPLS.</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 9, 'Відділення №3', 'вул. Незалежності, 20, м. Івано-Франківськ', 100, 1, 8, 15, '2026-11-08', 36, 4400.00, '2026-10-09 14:00:00+00', 1, 'completed', NULL, 2, '2026-09-19 20:04:23.498+00', '2026-09-19 00:04:23.498+00', '2026-11-05 14:00:00+00', 4, '97bfa1de493ed8efcb3fc334480897ef4ed20e31141983065c0507eaca8502d7', DEFAULT, NULL, '2026-10-11 14:00:00+00'),
	(25, 'ТТ-2026-000025', 'Мобільний резерв для відділення в Сумах', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №2» за адресою: вул. Соборна, 27, м. Суми.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 20 Мбіт/с (симетрично).</li><li>Фізичне середовище: мобільний 4g/5g.</li><li>Інтерфейс передачі: Ethernet 100 Мбіт/с (RJ-45).</li><li>Послуга: IPsec VPN.</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 18, 'Відділення №2', 'вул. Соборна, 27, м. Суми', 20, 5, 7, 16, '2026-11-13', 12, 850.00, '2026-10-14 14:00:00+00', 1, 'completed', NULL, 2, '2026-09-24 20:04:23.498+00', '2026-09-24 00:04:23.498+00', '2026-11-10 14:00:00+00', 4, '01456125dc6e6e1f64d54a970c0d0d9eef57971107f9d61ecc81cfb6414b3db5', DEFAULT, NULL, '2026-10-16 14:00:00+00'),
	(26, 'ТТ-2026-000026', 'Канал для тимчасового пункту обслуговування в Херсоні', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Тимчасовий пункт №1» за адресою: вул. Ушакова, 33, м. Херсон.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 50 Мбіт/с (симетрично).</li><li>Фізичне середовище: мобільний 4g/5g.</li><li>Інтерфейс передачі: Ethernet 100 Мбіт/с (RJ-45).</li><li>Послуга: IPsec VPN.</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 21, 'Тимчасовий пункт №1', 'вул. Ушакова, 33, м. Херсон', 50, 5, 7, 16, '2026-12-24', 6, 1500.00, '2026-11-24 15:00:00+00', 1, 'cancelled', 'Пункт обслуговування не відкриватиметься через безпекову ситуацію в місті', 2, '2026-11-10 20:04:23.498+00', '2026-11-10 00:04:23.498+00', '2026-11-12 20:04:23.498+00', 3, 'f56b196fd219ce72ad8659291177a65c9db003cbab8ea67a00f2dfac470c1df8', DEFAULT, NULL, '2026-11-12 20:04:23.498+00'),
	(27, 'ТТ-2026-000027', 'Другий канал для відділення №30 у Львові', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №30» за адресою: просп. Свободи, 15, м. Львів.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 100 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: Ethernet 1 Гбіт/с (RJ-45).</li><li>Послуга: Доступ до Інтернету (IP).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 13, 'Відділення №30', 'просп. Свободи, 15, м. Львів', 100, 1, 8, 13, '2027-01-02', 24, 3800.00, '2026-12-03 15:00:00+00', 1, 'cancelled', 'Відділення переїжджає в інше приміщення; тендер буде оголошено заново з новою адресою', 2, '2026-11-18 20:04:23.498+00', '2026-11-18 00:04:23.498+00', '2026-11-20 20:04:23.498+00', 3, '4fb43c38942c109be5b6a5c252ce5313036dce626b8ef2c39f243c3452eb1a2c', DEFAULT, NULL, '2026-11-20 20:04:23.498+00'),
	(30, 'ТТ-2026-000030', 'Канал L2 VPN для відділення в Кременчуці', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №17» за адресою: вул. Соборна, 24, м. Кременчук.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 200 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: SFP (1 Гбіт/с, оптика).</li><li>Послуга: L2 VPN / VLAN (802.1Q).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 16, 'Відділення №17', 'вул. Соборна, 24, м. Кременчук', 200, 1, 10, 14, '2026-12-18', 36, 6300.00, '2026-11-18 15:00:00+00', 2, 'unsuccessful', 'Подано менше пропозицій, ніж потрібно (мінімум 2)', 2, '2026-11-02 20:04:23.498+00', '2026-11-02 00:04:23.498+00', '2026-11-18 15:00:00+00', 3, '9e0d99e587f57d9b8f06dc7c96b19316465a7c278d94c5c56c1d248fcd7aee00', DEFAULT, NULL, '2026-11-18 15:00:00+00'),
	(31, 'ТТ-2026-000031', 'Основний канал для відділення в Кривому Розі', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №26» за адресою: просп. Металургів, 28, м. Кривий Ріг.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 100 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: Ethernet 1 Гбіт/с (RJ-45).</li><li>Послуга: Доступ до Інтернету (IP).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 4, 'Відділення №26', 'просп. Металургів, 28, м. Кривий Ріг', 100, 1, 8, 13, '2026-12-19', 24, 2900.00, '2026-11-19 15:00:00+00', 1, 'unsuccessful', 'Усі пропозиції суттєво перевищують очікуваний бюджет', 2, '2026-11-04 20:04:23.498+00', '2026-11-04 00:04:23.498+00', '2026-11-21 15:00:00+00', 3, '75f3b0059e556dc309d04e47e7df4ca1b74a4548f5ead05c8e166ad4a12474a2', DEFAULT, NULL, '2026-11-21 15:00:00+00'),
	(14, 'ТТ-2026-000014', 'Канал для відділення №6 у Тернополі', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №6» за адресою: вул. Руська, 8, м. Тернопіль.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 100 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: Ethernet 1 Гбіт/с (RJ-45).</li><li>Послуга: Доступ до Інтернету (IP).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 19, 'Відділення №6', 'вул. Руська, 8, м. Тернопіль', 100, 1, 8, 13, '2026-12-28', 24, 3600.00, '2026-11-28 02:00:00+00', 1, 'evaluation', NULL, 2, '2026-11-16 20:04:23.498+00', '2026-11-16 00:04:23.498+00', '2026-11-16 20:04:23.498+00', 2, 'b028a2b13eb7adef2cb4132266d2a8ce00afbda8a754b8cc92b57546ef61205f', DEFAULT, NULL, NULL),
	(1, 'ТТ-2026-000001', 'Резервний канал для відділення №12 у Львові', '<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «Відділення №12» за адресою: вул. Городоцька, 45, м. Львів.</p><h3>Технічні вимоги</h3><ul><li>Пропускна здатність: не менше 100 Мбіт/с (симетрично).</li><li>Фізичне середовище: оптоволокно.</li><li>Інтерфейс передачі: Ethernet 1 Гбіт/с (RJ-45).</li><li>Послуга: Доступ до Інтернету (IP).</li><li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li><li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li></ul><p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>', 13, 'Відділення №12', 'вул. Городоцька, 45, м. Львів', 100, 1, 8, 13, '2027-01-09', 24, 4200.00, '2026-12-10 15:00:00+00', 1, 'draft', NULL, 2, NULL, '2026-11-26 00:04:23.498+00', '2026-11-26 00:04:23.498+00', 1, 'ccc3e2451ab0c434c6668ceaacd9da8a2ea44d3f142693f3f685c7b285a931d4', DEFAULT, NULL, NULL);


--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.users VALUES
	(3, 'it@demo.ua', '$argon2id$v=19$m=19456,t=2,p=1$6dmetrEbDero3BGBlJqF7g$+OvLWSjsDEZzd47IXjHTwEIrIFfPXvEj40iN1UYS1qE', 'Ігор', 'Бондаренко', '{"+380 44 000 00 00"}', true, 'bank', '{it_manager}', NULL, true, NULL, '2026-11-28 05:04:23.476251+00', '2026-11-28 05:04:23.476251+00'),
	(4, 'auditor@demo.ua', '$argon2id$v=19$m=19456,t=2,p=1$6dmetrEbDero3BGBlJqF7g$+OvLWSjsDEZzd47IXjHTwEIrIFfPXvEj40iN1UYS1qE', 'Наталія', 'Шевчук', '{"+380 44 000 00 00"}', true, 'bank', '{auditor}', NULL, true, NULL, '2026-11-28 05:04:23.477821+00', '2026-11-28 05:04:23.477821+00'),
	(6, 'provider2@demo.ua', '$argon2id$v=19$m=19456,t=2,p=1$6dmetrEbDero3BGBlJqF7g$+OvLWSjsDEZzd47IXjHTwEIrIFfPXvEj40iN1UYS1qE', 'Марина', 'Литвиненко', '{"+380 67 000 00 00"}', true, 'provider', '{}', 2, true, NULL, '2026-11-28 05:04:23.493321+00', '2026-11-28 05:04:23.493321+00'),
	(7, 'provider3@demo.ua', '$argon2id$v=19$m=19456,t=2,p=1$6dmetrEbDero3BGBlJqF7g$+OvLWSjsDEZzd47IXjHTwEIrIFfPXvEj40iN1UYS1qE', 'Тарас', 'Гнатюк', '{"+380 67 000 00 00"}', true, 'provider', '{}', 3, true, NULL, '2026-11-28 05:04:23.496294+00', '2026-11-28 05:04:23.496294+00'),
	(8, 'tenders@magistral-telecom.example.ua', NULL, 'Олег', 'Кравченко', '{"+380 67 000 00 00"}', true, 'provider', '{}', 4, true, NULL, '2026-11-28 05:04:24.579721+00', '2026-11-28 05:04:24.579721+00'),
	(9, 'b2b@zakhid-merezha.example.ua', NULL, 'Ірина', 'Савчук', '{"+380 67 000 00 00"}', true, 'provider', '{}', 5, true, NULL, '2026-11-28 05:04:24.581677+00', '2026-11-28 05:04:24.581677+00'),
	(10, 'corporate@skylink.example.ua', NULL, 'Дмитро', 'Поліщук', '{"+380 67 000 00 00"}', true, 'provider', '{}', 6, true, NULL, '2026-11-28 05:04:24.583716+00', '2026-11-28 05:04:24.583716+00'),
	(1, 'admin@demo.ua', '$argon2id$v=19$m=19456,t=2,p=1$6dmetrEbDero3BGBlJqF7g$+OvLWSjsDEZzd47IXjHTwEIrIFfPXvEj40iN1UYS1qE', 'Олена', 'Коваленко', '{"+380 44 000 00 00"}', true, 'bank', '{admin}', NULL, true, '2026-11-28 05:04:25.507+00', '2026-11-28 05:04:23.462184+00', '2026-11-28 05:04:23.462184+00'),
	(2, 'manager@demo.ua', '$argon2id$v=19$m=19456,t=2,p=1$6dmetrEbDero3BGBlJqF7g$+OvLWSjsDEZzd47IXjHTwEIrIFfPXvEj40iN1UYS1qE', 'Андрій', 'Мельник', '{"+380 44 000 00 00"}', true, 'bank', '{manager}', NULL, true, '2026-11-28 05:04:25.718+00', '2026-11-28 05:04:23.473476+00', '2026-11-28 05:04:23.473476+00'),
	(5, 'provider1@demo.ua', '$argon2id$v=19$m=19456,t=2,p=1$6dmetrEbDero3BGBlJqF7g$+OvLWSjsDEZzd47IXjHTwEIrIFfPXvEj40iN1UYS1qE', 'Сергій', 'Ткаченко', '{"+380 67 000 00 00"}', true, 'provider', '{}', 1, true, '2026-11-28 05:04:25.788+00', '2026-11-28 05:04:23.483152+00', '2026-11-28 05:04:23.483152+00'),
	(11, 'colleague@ukrnet-telecom.example.ua', NULL, 'Оксана', 'Гнатюк', '{}', true, 'provider', '{}', 1, true, NULL, '2026-11-28 05:04:25.834943+00', '2026-11-28 05:04:25.834943+00');


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE SET; Schema: drizzle; Owner: -
--

SELECT pg_catalog.setval('drizzle.__drizzle_migrations_id_seq', 15, true);


--
-- Name: channel_options_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.channel_options_id_seq', 17, true);


--
-- Name: documents_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.documents_id_seq', 2, true);


--
-- Name: email_outbox_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.email_outbox_id_seq', 12, true);


--
-- Name: faq_articles_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.faq_articles_id_seq', 18, true);


--
-- Name: feedback_messages_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.feedback_messages_id_seq', 1, true);


--
-- Name: feedback_replies_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.feedback_replies_id_seq', 1, true);


--
-- Name: it_managers_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.it_managers_id_seq', 1, true);


--
-- Name: library_files_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.library_files_id_seq', 1, true);


--
-- Name: library_folders_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.library_folders_id_seq', 1, true);


--
-- Name: offers_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.offers_id_seq', 42, true);


--
-- Name: organization_events_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.organization_events_id_seq', 12, true);


--
-- Name: organizations_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.organizations_id_seq', 6, true);


--
-- Name: password_tokens_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.password_tokens_id_seq', 1, true);


--
-- Name: questions_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.questions_id_seq', 1, true);


--
-- Name: regions_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.regions_id_seq', 27, true);


--
-- Name: settings_changes_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.settings_changes_id_seq', 2, true);


--
-- Name: tender_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.tender_history_id_seq', 182, true);


--
-- Name: tender_number_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.tender_number_seq', 31, true);


--
-- Name: tenders_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.tenders_id_seq', 31, true);


--
-- Name: users_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.users_id_seq', 11, true);


--
-- Name: __drizzle_migrations __drizzle_migrations_pkey; Type: CONSTRAINT; Schema: drizzle; Owner: -
--

ALTER TABLE ONLY drizzle.__drizzle_migrations
    ADD CONSTRAINT __drizzle_migrations_pkey PRIMARY KEY (id);


--
-- Name: app_secrets app_secrets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.app_secrets
    ADD CONSTRAINT app_secrets_pkey PRIMARY KEY (name);


--
-- Name: channel_options channel_options_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.channel_options
    ADD CONSTRAINT channel_options_pkey PRIMARY KEY (id);


--
-- Name: dashboard_months dashboard_months_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dashboard_months
    ADD CONSTRAINT dashboard_months_pkey PRIMARY KEY (month);


--
-- Name: documents documents_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents
    ADD CONSTRAINT documents_pkey PRIMARY KEY (id);


--
-- Name: email_outbox email_outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_outbox
    ADD CONSTRAINT email_outbox_pkey PRIMARY KEY (id);


--
-- Name: email_outbox email_outbox_public_id_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_outbox
    ADD CONSTRAINT email_outbox_public_id_unique UNIQUE (public_id);


--
-- Name: faq_articles faq_articles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.faq_articles
    ADD CONSTRAINT faq_articles_pkey PRIMARY KEY (id);


--
-- Name: feedback_messages feedback_messages_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.feedback_messages
    ADD CONSTRAINT feedback_messages_pkey PRIMARY KEY (id);


--
-- Name: feedback_replies feedback_replies_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.feedback_replies
    ADD CONSTRAINT feedback_replies_pkey PRIMARY KEY (id);


--
-- Name: history_notifications history_notifications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.history_notifications
    ADD CONSTRAINT history_notifications_pkey PRIMARY KEY (history_id);


--
-- Name: it_managers it_managers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.it_managers
    ADD CONSTRAINT it_managers_pkey PRIMARY KEY (id);


--
-- Name: library_files library_files_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_files
    ADD CONSTRAINT library_files_pkey PRIMARY KEY (id);


--
-- Name: library_folders library_folders_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_folders
    ADD CONSTRAINT library_folders_pkey PRIMARY KEY (id);


--
-- Name: mail_account mail_account_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mail_account
    ADD CONSTRAINT mail_account_pkey PRIMARY KEY (id);


--
-- Name: offers offers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offers
    ADD CONSTRAINT offers_pkey PRIMARY KEY (id);


--
-- Name: organization_events organization_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organization_events
    ADD CONSTRAINT organization_events_pkey PRIMARY KEY (id);


--
-- Name: organizations organizations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organizations
    ADD CONSTRAINT organizations_pkey PRIMARY KEY (id);


--
-- Name: password_tokens password_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.password_tokens
    ADD CONSTRAINT password_tokens_pkey PRIMARY KEY (id);


--
-- Name: questions questions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.questions
    ADD CONSTRAINT questions_pkey PRIMARY KEY (id);


--
-- Name: regions regions_name_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.regions
    ADD CONSTRAINT regions_name_unique UNIQUE (name);


--
-- Name: regions regions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.regions
    ADD CONSTRAINT regions_pkey PRIMARY KEY (id);


--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);


--
-- Name: settings_changes settings_changes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.settings_changes
    ADD CONSTRAINT settings_changes_pkey PRIMARY KEY (id);


--
-- Name: tender_history tender_history_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tender_history
    ADD CONSTRAINT tender_history_pkey PRIMARY KEY (id);


--
-- Name: tenders tenders_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tenders
    ADD CONSTRAINT tenders_pkey PRIMARY KEY (id);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: channel_options_kind_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX channel_options_kind_name_key ON public.channel_options USING btree (kind, name);


--
-- Name: dashboard_month_facts_month_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX dashboard_month_facts_month_idx ON public.dashboard_month_facts USING btree (month, grain);


--
-- Name: dashboard_month_providers_month_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX dashboard_month_providers_month_idx ON public.dashboard_month_providers USING btree (month, grain);


--
-- Name: documents_library_file_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_library_file_idx ON public.documents USING btree (library_file_id);


--
-- Name: documents_offer_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_offer_idx ON public.documents USING btree (offer_id, id);


--
-- Name: documents_storage_key_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX documents_storage_key_key ON public.documents USING btree (storage_key);


--
-- Name: documents_tender_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_tender_idx ON public.documents USING btree (tender_id, id);


--
-- Name: email_outbox_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX email_outbox_created_idx ON public.email_outbox USING btree (created_at);


--
-- Name: email_outbox_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX email_outbox_status_idx ON public.email_outbox USING btree (status, next_attempt_at);


--
-- Name: email_outbox_template_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX email_outbox_template_idx ON public.email_outbox USING btree (template, id);


--
-- Name: email_outbox_tender_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX email_outbox_tender_idx ON public.email_outbox USING btree (tender_id);


--
-- Name: faq_articles_order_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX faq_articles_order_idx ON public.faq_articles USING btree (section, "position", id);


--
-- Name: faq_articles_slug_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX faq_articles_slug_key ON public.faq_articles USING btree (slug);


--
-- Name: feedback_messages_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX feedback_messages_created_idx ON public.feedback_messages USING btree (created_at DESC NULLS LAST, id DESC NULLS LAST);


--
-- Name: feedback_messages_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX feedback_messages_status_idx ON public.feedback_messages USING btree (status, created_at DESC NULLS LAST, id DESC NULLS LAST);


--
-- Name: feedback_replies_feedback_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX feedback_replies_feedback_idx ON public.feedback_replies USING btree (feedback_id, id);


--
-- Name: it_managers_region_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX it_managers_region_idx ON public.it_managers USING btree (region_id);


--
-- Name: library_files_folder_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_files_folder_idx ON public.library_files USING btree (folder_id, id);


--
-- Name: library_files_storage_key_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX library_files_storage_key_key ON public.library_files USING btree (storage_key);


--
-- Name: library_folders_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX library_folders_name_key ON public.library_folders USING btree (COALESCE(parent_id, 0), lower(name));


--
-- Name: offers_organization_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX offers_organization_idx ON public.offers USING btree (organization_id);


--
-- Name: offers_tender_org_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX offers_tender_org_key ON public.offers USING btree (tender_id, organization_id);


--
-- Name: offers_tender_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX offers_tender_status_idx ON public.offers USING btree (tender_id, status) INCLUDE (organization_id);


--
-- Name: offers_won_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX offers_won_idx ON public.offers USING btree (tender_id) INCLUDE (organization_id, monthly_price, bandwidth_mbps) WHERE (status = 'won'::text);


--
-- Name: organization_events_org_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX organization_events_org_idx ON public.organization_events USING btree (organization_id, id);


--
-- Name: organization_events_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX organization_events_user_idx ON public.organization_events USING btree (user_id, id);


--
-- Name: organizations_edr_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX organizations_edr_key ON public.organizations USING btree (edr);


--
-- Name: password_tokens_hash_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX password_tokens_hash_key ON public.password_tokens USING btree (token_hash);


--
-- Name: password_tokens_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX password_tokens_user_idx ON public.password_tokens USING btree (user_id);


--
-- Name: questions_tender_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX questions_tender_idx ON public.questions USING btree (tender_id, id);


--
-- Name: sessions_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sessions_user_idx ON public.sessions USING btree (user_id);


--
-- Name: settings_changes_area_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX settings_changes_area_idx ON public.settings_changes USING btree (area, id);


--
-- Name: tender_history_cancelled_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tender_history_cancelled_idx ON public.tender_history USING btree (tender_id) INCLUDE (details) WHERE (action = 'cancelled'::text);


--
-- Name: tender_history_tender_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tender_history_tender_idx ON public.tender_history USING btree (tender_id, id);


--
-- Name: tenders_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tenders_created_idx ON public.tenders USING btree (created_at DESC NULLS LAST, id DESC NULLS LAST);


--
-- Name: tenders_deadline_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tenders_deadline_idx ON public.tenders USING btree (offers_deadline DESC NULLS LAST, id DESC NULLS LAST);


--
-- Name: tenders_decided_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tenders_decided_idx ON public.tenders USING btree (decided_at DESC NULLS LAST, id DESC NULLS LAST) WHERE (decided_at IS NOT NULL);


--
-- Name: tenders_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tenders_list_idx ON public.tenders USING btree (status, region_id, offers_deadline DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (search_text);


--
-- Name: tenders_number_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX tenders_number_key ON public.tenders USING btree (number);


--
-- Name: tenders_open_published_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tenders_open_published_idx ON public.tenders USING btree (published_at) INCLUDE (id, region_id, physics_id, status, offers_deadline, min_offers, decided_at, budget_monthly, contract_months) WHERE (status = 'published'::text);


--
-- Name: tenders_published_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tenders_published_idx ON public.tenders USING btree (published_at) INCLUDE (id, region_id, physics_id, status, offers_deadline, min_offers, decided_at, budget_monthly, contract_months) WHERE (published_at IS NOT NULL);


--
-- Name: tenders_search_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tenders_search_trgm_idx ON public.tenders USING gin (search_text public.gin_trgm_ops);


--
-- Name: tenders_settled_published_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tenders_settled_published_idx ON public.tenders USING btree (published_at) INCLUDE (id, region_id, physics_id, status, offers_deadline, min_offers, decided_at, budget_monthly, contract_months) WHERE (status <> ALL (ARRAY['draft'::text, 'published'::text]));


--
-- Name: users_email_lower_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX users_email_lower_key ON public.users USING btree (lower(email));


--
-- Name: users_organization_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX users_organization_idx ON public.users USING btree (organization_id);


--
-- Name: tenders tenders_dashboard_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER tenders_dashboard_delete AFTER DELETE ON public.tenders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.dashboard_months_touch();


--
-- Name: tenders tenders_dashboard_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER tenders_dashboard_insert AFTER INSERT ON public.tenders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.dashboard_months_touch();


--
-- Name: tenders tenders_dashboard_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER tenders_dashboard_update AFTER UPDATE ON public.tenders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.dashboard_months_touch();


--
-- Name: dashboard_month_facts dashboard_month_facts_month_dashboard_months_month_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dashboard_month_facts
    ADD CONSTRAINT dashboard_month_facts_month_dashboard_months_month_fk FOREIGN KEY (month) REFERENCES public.dashboard_months(month) ON DELETE CASCADE;


--
-- Name: dashboard_month_providers dashboard_month_providers_month_dashboard_months_month_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dashboard_month_providers
    ADD CONSTRAINT dashboard_month_providers_month_dashboard_months_month_fk FOREIGN KEY (month) REFERENCES public.dashboard_months(month) ON DELETE CASCADE;


--
-- Name: documents documents_library_file_id_library_files_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents
    ADD CONSTRAINT documents_library_file_id_library_files_id_fk FOREIGN KEY (library_file_id) REFERENCES public.library_files(id);


--
-- Name: documents documents_offer_id_offers_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents
    ADD CONSTRAINT documents_offer_id_offers_id_fk FOREIGN KEY (offer_id) REFERENCES public.offers(id);


--
-- Name: documents documents_tender_id_tenders_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents
    ADD CONSTRAINT documents_tender_id_tenders_id_fk FOREIGN KEY (tender_id) REFERENCES public.tenders(id);


--
-- Name: documents documents_uploaded_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents
    ADD CONSTRAINT documents_uploaded_by_users_id_fk FOREIGN KEY (uploaded_by) REFERENCES public.users(id);


--
-- Name: email_outbox email_outbox_requested_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_outbox
    ADD CONSTRAINT email_outbox_requested_by_users_id_fk FOREIGN KEY (requested_by) REFERENCES public.users(id);


--
-- Name: email_outbox email_outbox_resend_of_email_outbox_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_outbox
    ADD CONSTRAINT email_outbox_resend_of_email_outbox_id_fk FOREIGN KEY (resend_of) REFERENCES public.email_outbox(id);


--
-- Name: email_outbox email_outbox_tender_id_tenders_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_outbox
    ADD CONSTRAINT email_outbox_tender_id_tenders_id_fk FOREIGN KEY (tender_id) REFERENCES public.tenders(id);


--
-- Name: faq_articles faq_articles_updated_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.faq_articles
    ADD CONSTRAINT faq_articles_updated_by_users_id_fk FOREIGN KEY (updated_by) REFERENCES public.users(id);


--
-- Name: feedback_messages feedback_messages_updated_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.feedback_messages
    ADD CONSTRAINT feedback_messages_updated_by_users_id_fk FOREIGN KEY (updated_by) REFERENCES public.users(id);


--
-- Name: feedback_messages feedback_messages_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.feedback_messages
    ADD CONSTRAINT feedback_messages_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: feedback_replies feedback_replies_author_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.feedback_replies
    ADD CONSTRAINT feedback_replies_author_id_users_id_fk FOREIGN KEY (author_id) REFERENCES public.users(id);


--
-- Name: feedback_replies feedback_replies_email_id_email_outbox_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.feedback_replies
    ADD CONSTRAINT feedback_replies_email_id_email_outbox_id_fk FOREIGN KEY (email_id) REFERENCES public.email_outbox(id);


--
-- Name: feedback_replies feedback_replies_feedback_id_feedback_messages_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.feedback_replies
    ADD CONSTRAINT feedback_replies_feedback_id_feedback_messages_id_fk FOREIGN KEY (feedback_id) REFERENCES public.feedback_messages(id);


--
-- Name: it_managers it_managers_region_id_regions_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.it_managers
    ADD CONSTRAINT it_managers_region_id_regions_id_fk FOREIGN KEY (region_id) REFERENCES public.regions(id);


--
-- Name: library_files library_files_folder_id_library_folders_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_files
    ADD CONSTRAINT library_files_folder_id_library_folders_id_fk FOREIGN KEY (folder_id) REFERENCES public.library_folders(id);


--
-- Name: library_files library_files_uploaded_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_files
    ADD CONSTRAINT library_files_uploaded_by_users_id_fk FOREIGN KEY (uploaded_by) REFERENCES public.users(id);


--
-- Name: library_folders library_folders_created_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_folders
    ADD CONSTRAINT library_folders_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id);


--
-- Name: library_folders library_folders_parent_id_library_folders_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_folders
    ADD CONSTRAINT library_folders_parent_id_library_folders_id_fk FOREIGN KEY (parent_id) REFERENCES public.library_folders(id);


--
-- Name: mail_account mail_account_updated_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mail_account
    ADD CONSTRAINT mail_account_updated_by_users_id_fk FOREIGN KEY (updated_by) REFERENCES public.users(id);


--
-- Name: offers offers_author_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offers
    ADD CONSTRAINT offers_author_id_users_id_fk FOREIGN KEY (author_id) REFERENCES public.users(id);


--
-- Name: offers offers_interface_id_channel_options_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offers
    ADD CONSTRAINT offers_interface_id_channel_options_id_fk FOREIGN KEY (interface_id) REFERENCES public.channel_options(id);


--
-- Name: offers offers_organization_id_organizations_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offers
    ADD CONSTRAINT offers_organization_id_organizations_id_fk FOREIGN KEY (organization_id) REFERENCES public.organizations(id);


--
-- Name: offers offers_physics_id_channel_options_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offers
    ADD CONSTRAINT offers_physics_id_channel_options_id_fk FOREIGN KEY (physics_id) REFERENCES public.channel_options(id);


--
-- Name: offers offers_protocol_id_channel_options_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offers
    ADD CONSTRAINT offers_protocol_id_channel_options_id_fk FOREIGN KEY (protocol_id) REFERENCES public.channel_options(id);


--
-- Name: offers offers_tender_id_tenders_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.offers
    ADD CONSTRAINT offers_tender_id_tenders_id_fk FOREIGN KEY (tender_id) REFERENCES public.tenders(id);


--
-- Name: organization_events organization_events_actor_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organization_events
    ADD CONSTRAINT organization_events_actor_id_users_id_fk FOREIGN KEY (actor_id) REFERENCES public.users(id);


--
-- Name: organization_events organization_events_organization_id_organizations_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organization_events
    ADD CONSTRAINT organization_events_organization_id_organizations_id_fk FOREIGN KEY (organization_id) REFERENCES public.organizations(id);


--
-- Name: organization_events organization_events_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organization_events
    ADD CONSTRAINT organization_events_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: password_tokens password_tokens_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.password_tokens
    ADD CONSTRAINT password_tokens_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: questions questions_answered_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.questions
    ADD CONSTRAINT questions_answered_by_users_id_fk FOREIGN KEY (answered_by) REFERENCES public.users(id);


--
-- Name: questions questions_asked_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.questions
    ADD CONSTRAINT questions_asked_by_users_id_fk FOREIGN KEY (asked_by) REFERENCES public.users(id);


--
-- Name: questions questions_organization_id_organizations_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.questions
    ADD CONSTRAINT questions_organization_id_organizations_id_fk FOREIGN KEY (organization_id) REFERENCES public.organizations(id);


--
-- Name: questions questions_tender_id_tenders_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.questions
    ADD CONSTRAINT questions_tender_id_tenders_id_fk FOREIGN KEY (tender_id) REFERENCES public.tenders(id);


--
-- Name: sessions sessions_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: settings_changes settings_changes_actor_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.settings_changes
    ADD CONSTRAINT settings_changes_actor_id_users_id_fk FOREIGN KEY (actor_id) REFERENCES public.users(id);


--
-- Name: tender_history tender_history_actor_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tender_history
    ADD CONSTRAINT tender_history_actor_id_users_id_fk FOREIGN KEY (actor_id) REFERENCES public.users(id);


--
-- Name: tender_history tender_history_tender_id_tenders_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tender_history
    ADD CONSTRAINT tender_history_tender_id_tenders_id_fk FOREIGN KEY (tender_id) REFERENCES public.tenders(id);


--
-- Name: tenders tenders_created_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tenders
    ADD CONSTRAINT tenders_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id);


--
-- Name: tenders tenders_interface_id_channel_options_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tenders
    ADD CONSTRAINT tenders_interface_id_channel_options_id_fk FOREIGN KEY (interface_id) REFERENCES public.channel_options(id);


--
-- Name: tenders tenders_physics_id_channel_options_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tenders
    ADD CONSTRAINT tenders_physics_id_channel_options_id_fk FOREIGN KEY (physics_id) REFERENCES public.channel_options(id);


--
-- Name: tenders tenders_protocol_id_channel_options_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tenders
    ADD CONSTRAINT tenders_protocol_id_channel_options_id_fk FOREIGN KEY (protocol_id) REFERENCES public.channel_options(id);


--
-- Name: tenders tenders_region_id_regions_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tenders
    ADD CONSTRAINT tenders_region_id_regions_id_fk FOREIGN KEY (region_id) REFERENCES public.regions(id);


--
-- Name: users users_organization_id_organizations_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_organization_id_organizations_id_fk FOREIGN KEY (organization_id) REFERENCES public.organizations(id);


--
-- PostgreSQL database dump complete
--


