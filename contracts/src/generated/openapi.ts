// Generated from contracts/openapi.yaml by `npm run gen`. Do not edit: change the YAML and regenerate.

export interface paths {
  '/api/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user; 401 when the session has none. */
    get: operations['getCurrentUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Signs the user in on the visitor session under a new secret (a new visitor over another user's session).
     * @description A suspended account (an operator's `npm run account:suspend`) is 403 `account_suspended`, told only with its correct password.
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Creates an account and signs it in on the visitor session. */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ends the visitor session and starts a new visitor (new public id, new secret). */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The visitor session's public id (never its secret); creates the session when the cookie has none. */
    get: operations['getSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stores a feedback message. */
    post: operations['sendFeedback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's profile (username, e-mail and whether it is verified); 401 when signed out. */
    get: operations['getAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The account's mail choices - "Email me when locations wait for my review" (issue 24). */
    put: operations['setAccountNotifications'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Changes the signed-in user's e-mail, confirmed by the current password.
     * @description The new address is stored at once, not verified; a verification link (valid 24 hours) goes to it and a notice to the old address. Refused with 403 `incorrect_password` for a wrong password, 409 `email_taken` when another account has the address, 400 for an invalid address or the current one. Every attempt counts towards a per-account limit.
     */
    put: operations['changeEmail'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/email/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verifies an e-mail address with the token of the link mailed to it; needs no sign-in.
     * @description A token verifies once, within 24 hours, and only while the account still has the address it was sent to; otherwise 400 `invalid_link`.
     */
    post: operations['verifyEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/email/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sends the signed-in user a new verification link for their current e-mail.
     * @description Links sent before stay valid until they expire. 409 `email_already_verified` when there is nothing to verify; limited per account.
     */
    post: operations['resendEmailVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Changes the signed-in user's password, confirmed by the current one; signs every other session out.
     * @description The new password follows registration's rules (at least 6 characters, not a common one). Every other session of the account ends (`auth.session.ended.v1`, reason `revoked`); this one stays signed in under a new secret. 403 `incorrect_password` for a wrong current password; every attempt counts towards a per-account limit, which a success clears.
     */
    put: operations['changePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download my data, auth's part: the account's details and its plan fields. */
    get: operations['exportAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/deletion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Schedules the signed-in account's deletion after a grace period and signs every session out.
     * @description Confirmed with the current password (403 `incorrect_password`) and the username typed exactly (400 `validation_failed`). The account is deleted when the grace period (14 days by default) has passed, unless someone logs in to it before then, which cancels the deletion; a mail says so. Every session of the account ends (`auth.session.ended.v1`, reason `revoked`) and the browser becomes a new visitor. Every attempt counts towards a per-account limit.
     */
    post: operations['scheduleAccountDeletion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mails a link to choose a new password to the account with this e-mail, if there is one.
     * @description The answer is the same whether or not an account has the address (no enumeration), and takes about as long. The link (`/reset-password?token=...`) works once, within 1 hour. Limited per e-mail address and per client IP.
     */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/password-reset/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sets a new password with the token of a mailed link and signs this visitor in.
     * @description The new password follows registration's rules. The token works once and within 1 hour; an unknown, used or expired one is 400 `invalid_link`. A success marks every open reset link of the account used, ends every other session of the account (`auth.session.ended.v1`, reason `revoked`) and signs the visitor in, as login does. The account of a suspended user (an operator's `npm run account:suspend`) is 403 `account_suspended`, and the link stays unused.
     */
    post: operations['confirmPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Creates a map owned by the signed-in user, within the plan's limits. */
    post: operations['createMap'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's maps, newest first, with their location counts. */
    get: operations['listMyMaps'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/user/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download my data, maps' part: the maps the user owns with all their locations, and their contributions to other maps. */
    get: operations['exportMyMaps'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapKey}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A map by its permalink, with `requiresPassword`.
     * @description Never carries the password to anyone but the owner. A protected map the session has no grant
     *     for answers its name and description with `requiresPassword: true`.
     */
    get: operations['getMapByPermalink'];
    /**
     * Changes a map's settings (owner only).
     * @description An empty password while protection stays on keeps the stored password. Features above the
     *     owner's plan (after a downgrade) may be kept but not added or increased.
     */
    put: operations['updateMap'];
    post?: never;
    /** Deletes a map and all its locations (owner only). */
    delete: operations['deleteMap'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/user/claim': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Links this session's recent anonymous locations to the signed-in account.
     * @description What maps also does on `auth.session.bound.v1`: the locations this session added without an account in the last 24 hours (LOCATION_CLAIM_WINDOW_HOURS) become the account's, so it can edit them from any device. Idempotent: asking again answers the same count. The shell asks after a login or registration, for the toast.
     */
    post: operations['claimContributions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/locations': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    /**
     * The map's locations, newest first (a protected map needs a grant).
     * @description `private, no-cache` with an ETag over the map's event sequence and the viewer's rights, so a big map revalidates with If-None-Match (304). The headers say which map event sequence the list was read at, so the live channel can resume from it.
     */
    get: operations['listLocations'];
    put?: never;
    /**
     * Adds a location; anyone who can view the map may, as the map's `whoCanAdd` allows.
     * @description The server re-checks that the address resolves ("Invalid address" otherwise). A visitor's add to a map open to signed-in users only answers 403 "Sign in to add locations to this map." (`sign_in_to_add`); anyone but the owner adding to an only-me map, 403 "Only the map owner can add locations." (`owner_only_add`).
     */
    post: operations['addLocation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/locations/{locationId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        locationId: components['parameters']['LocationId'];
      };
      cookie?: never;
    };
    get?: never;
    /** Changes a location (its contributor only). */
    put: operations['updateLocation'];
    post?: never;
    /** Deletes a location (its contributor, or the map's owner). */
    delete: operations['deleteLocation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/locations/{locationId}/reports': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        locationId: components['parameters']['LocationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reports a location the viewer did not add (issue 25), once per session or account.
     * @description Reports from three distinct networks (IPv4 /24, IPv6 /48), or from three accounts with a verified e-mail, hide the location from everyone but its author and the owner until the owner decides; never the owner's or a trusted contributor's, one the owner kept since its last edit, nor any on a map without an owner. Reporters are never shown to anyone.
     */
    post: operations['reportLocation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/edit-links': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * "Send me a link" (issue 26) - mails a link that lets a contributor without an account keep editing what they added to this map on another device.
     * @description `remember: true` (the add form's "Keep editing from other devices") first keeps the address for the session's contributor identity on the map (as a keyed hash, and encrypted for sending); `false` ("Edit what you added before") only asks. Either way the answer is the same 202 whether or not anything matches, and the lookup and the mail happen after it: a link is mailed only when an identity on the map holds that address and has locations left. Limited per address, per session and per IP.
     */
    post: operations['requestEditLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/edit-links/continue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * "Continue" on the "Keep editing your locations" page (issue 26) - binds the link's contributor identity to this session (signed in: the contributions become the account's).
     * @description A POST, never a GET, so a mail scanner opening the link does not use it up. The link works once, within 7 days. Failures answer "This link has expired." (410 edit_link_expired), "This link was already used." (409 edit_link_used), "This link is not valid." (400 invalid_link), "There is nothing left to edit on this map." (410 nothing_left_to_edit). Limited per session and per IP.
     */
    post: operations['continueEditLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/locations/{locationId}/history': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        locationId: components['parameters']['LocationId'];
      };
      cookie?: never;
    };
    /** "History" (issue 25), for the location's author and the map's owner - the current version and every one an edit replaced (the last 20 in all), newest first, with who and when. */
    get: operations['readLocationHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/locations/{locationId}/history/{versionId}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        locationId: components['parameters']['LocationId'];
        versionId: components['schemas']['RowIdParam'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** "Restore this version" (the map's owner only) - its values become a new version by the owner, broadcast as an update. */
    post: operations['restoreLocationVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/reports': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    /** The owner's "Reported" tab (issue 25) - locations with reports the owner has not decided on, most reported first. */
    get: operations['listReportedLocations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/reports/{locationId}/keep': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        locationId: components['parameters']['LocationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** "Keep" (the owner only) - dismisses the location's reports, shows it again if they hid it, and keeps further reports from hiding it until it is next edited. */
    post: operations['keepReportedLocation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/contributors': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    /** The owner's "Contributors" (issue 25) - every contributor identity, most recently active first. */
    get: operations['listMapContributors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/contributors/{contributorId}/block': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        contributorId: components['schemas']['RowIdParam'];
      };
      cookie?: never;
    };
    get?: never;
    /** "Block" (the owner only) - the contributor identity's further adds and edits on this map answer 403 "You can no longer add locations to this map."; never an IP. 403 for the owner's own identity. */
    put: operations['blockContributor'];
    post?: never;
    /** "Unblock" (the owner only). */
    delete: operations['unblockContributor'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/contributors/{contributorId}/remove-locations': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        contributorId: components['schemas']['RowIdParam'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** "Remove all their locations" (the owner only) - one action, one live message (locationsRemoved); restorable together from "Recently deleted". */
    post: operations['removeContributorLocations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/deleted': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    /** The owner's "Recently deleted" (issue 25) - deleted in the last 30 days, most recent first. */
    get: operations['listRecentlyDeleted'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/deleted/restore': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** "Restore" (the owner only) - locations by id, or a whole removal, with their ids, values and author; a rejected one comes back awaiting review. Past the map's limit: refused whole (403). */
    post: operations['restoreDeleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/review': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    /** The owner's review queue (issue 24) - every location and edit awaiting review, oldest first. */
    get: operations['readReviewQueue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/review/{decision}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        decision: 'approve' | 'reject';
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approves or rejects the queue items named (the owner only).
     * @description Acts on the ids given (those the owner was shown), never on items that arrived or were replaced after: an edit's id names the edit it was. Items decided already, or gone, are left alone and not counted. Approving a location publishes it (everyone else receives it as new); approving an edit writes it into the location. Rejecting a location deletes it (its author is told); rejecting an edit discards it.
     */
    post: operations['decideReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/contributors/trusted': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    /** The map's "Trusted contributors", most recently trusted first (the owner only). */
    get: operations['listTrustedContributors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/contributors/{contributorId}/trust': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        contributorId: components['schemas']['RowIdParam'];
      };
      cookie?: never;
    };
    get?: never;
    /** "Trust this contributor": their future additions and edits to this map skip review. */
    put: operations['trustContributor'];
    post?: never;
    /** Removes the contributor from the map's trusted contributors. */
    delete: operations['untrustContributor'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/export': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    /**
     * The map's locations as a file to download (same access as reading its locations).
     * @description Issue 13, Export. Streamed in creation order, oldest first, so a map of any size downloads
     *     with flat memory. Every format carries name, address, coordinates, region, country,
     *     createdAt (ISO 8601) and the value of each of the map's current custom fields by its name
     *     (values of fields removed from the map are not exported). A custom field named like one of
     *     the standard columns (case aside) is written as "<name> (custom field)".
     *     GeoJSON: a FeatureCollection of Points ([longitude, latitude]) with those properties. CSV:
     *     UTF-8 with a BOM, RFC 4180, header `name,address,latitude,longitude,region,country,createdAt`
     *     and then the custom fields; a text cell starting with =, +, -, @, tab or carriage return gets
     *     a leading `'` (coordinates are plain numbers). KML 2.2: Placemarks with name, address, a Point
     *     and ExtendedData (`Data name=`) for region, country, createdAt and the custom fields. GPX 1.1:
     *     waypoints with name, `desc` = address, `time` = createdAt and the rest in `extensions`.
     */
    get: operations['exportMap'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/imports': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reads a file of locations and answers its preview; nothing is written to the map yet.
     * @description Issue 13, Import. The map's owner only, checked before the body is read. CSV (comma,
     *     semicolon, tab or pipe separated), GeoJSON, KML, KMZ or GPX, at most 10 MB (the gateway's
     *     body limit is raised for this path only), 10,000 rows and 200 columns, refused as soon as
     *     reading passes either. Text is read as UTF-8 (with or without a BOM), UTF-16 with a BOM, or
     *     else windows-1252. XML with a DOCTYPE or entity declarations is refused, never resolved; a KMZ
     *     that unpacks past 10 MB is refused. Issue 19: the file is read in a separate process with a
     *     time and a memory limit (past either, or past 500,000 XML elements: 400 "This file is too
     *     complex to import."); while the replica's parsers and their queue are full the answer is 503
     *     "Imports are busy. Try again in a minute." with Retry-After. A body that breaks off is 400
     *     "The file did not arrive complete. Please try again.". The preview is kept until it is
     *     committed or cancelled, replaced by a newer upload (to the same map, or past the owner's two
     *     pending previews or 20 MiB of stored preview rows: the oldest by last change goes, reading
     *     `cancelled` with "Replaced by a newer upload."), or an hour after its last change (expired).
     *     A file whose preview alone would pass 20 MiB is 413 "This file is too large to preview.
     *     Split it or remove columns."
     */
    post: operations['createImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/imports/{importId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        importId: components['parameters']['ImportId'];
      };
      cookie?: never;
    };
    /** Where an import stands (the map's owner only). */
    get: operations['getImport'];
    put?: never;
    post?: never;
    /**
     * Cancels an import before it commits; nothing of it is written.
     * @description A pending import, or a running one still placing addresses, becomes `cancelled`. Once its final transaction has begun it can no longer be cancelled (409).
     */
    delete: operations['cancelImport'];
    options?: never;
    head?: never;
    /** Changes a pending import's mapping and answers the preview again; nothing is written. */
    patch: operations['previewImportMapping'];
    trace?: never;
  };
  '/api/maps/{mapId}/imports/{importId}/commit': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        importId: components['parameters']['ImportId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Starts a pending import, optionally with a changed mapping.
     * @description Rows with coordinates keep them (one without an address gets the nearest gazetteer place as
     *     its address, region and country); rows with only an address are placed by the geocoder at
     *     its provider's rate. Then, in one transaction, the plan's limits are checked again, new custom
     *     fields are added and every location is written, owned by the map's owner; live viewers get one
     *     `locationsImported` message. Poll GET for progress.
     */
    post: operations['commitImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maps/{mapId}/verify-password': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Checks a map's password and grants this session access to it.
     * @description Wrong attempts are rate-limited per session, per IP (IPv6 by its /64) and per map; a correct one does not count. The grant opens the map for 30 days (MAP_GRANT_TTL_DAYS).
     */
    post: operations['verifyMapPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/upload/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stores a logo image (signed-in users whose plan allows custom branding).
     * @description 403 "Upgrade to Pro to use custom branding" for a plan without it, and 429 past the per-user or per-IP upload limits, both before the file is read.
     */
    post: operations['uploadLogo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logos/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A stored logo image. */
    get: operations['getLogo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/geocode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Resolves an address text to candidate places, best first; empty when nothing matches. */
    get: operations['geocode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscribe/{plan}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts a checkout for an upgrade, or schedules a downgrade; answers where to go next. */
    post: operations['subscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download my data, billing's part: the user's subscription and checkouts as billing stores them. */
    get: operations['exportBilling'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Payment provider events (Stripe), verified by signature and processed idempotently. */
    post: operations['billingWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/test-checkout/{checkoutId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        checkoutId: components['parameters']['CheckoutId'];
      };
      cookie?: never;
    };
    /** A pending TEST MODE checkout of the signed-in user (only without Stripe configured). */
    get: operations['getTestCheckout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/test-checkout/{checkoutId}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        checkoutId: components['parameters']['CheckoutId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirms a TEST MODE payment; the plan changes as on a verified payment confirmation.
     * @description Completing an already completed checkout changes nothing and answers the same.
     */
    post: operations['completeTestCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/test-checkout/{checkoutId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        checkoutId: components['parameters']['CheckoutId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Abandons a TEST MODE checkout; the plan stays as it is. */
    post: operations['cancelTestCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The gateway's view of every upstream's readiness. */
    get: operations['getPlatformHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness of one service (not routed by the gateway). */
    get: operations['getLiveness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness of one service (not routed by the gateway). */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/runtime-config.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Remote manifest URLs and tile settings the shell reads before loading any remote. */
    get: operations['getRuntimeConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description The human message, shown verbatim in the browser's toast. */
    ErrorMessage: string;
    /** @enum {string} */
    ErrorCode:
      | 'validation_failed'
      | 'invalid_request'
      | 'invalid_characters'
      | 'invalid_address'
      | 'permalink_reserved'
      | 'custom_field_limit_reached'
      | 'invalid_file_type'
      | 'invalid_import_file'
      | 'password_too_common'
      | 'email_required'
      | 'invalid_link'
      | 'invalid_discount_code'
      | 'invalid_webhook_signature'
      | 'unauthorized'
      | 'invalid_credentials'
      | 'forbidden'
      | 'csrf_rejected'
      | 'incorrect_password'
      | 'account_suspended'
      | 'password_required'
      | 'plan_feature_unavailable'
      | 'map_limit_reached'
      | 'location_limit_reached'
      | 'sign_in_to_add'
      | 'owner_only_add'
      | 'review_queue_full'
      | 'own_location_report'
      | 'contributor_blocked'
      | 'not_found'
      | 'edit_link_used'
      | 'edit_link_expired'
      | 'nothing_left_to_edit'
      | 'permalink_taken'
      | 'already_reported'
      | 'username_taken'
      | 'email_taken'
      | 'already_on_plan'
      | 'email_already_verified'
      | 'import_not_pending'
      | 'payload_too_large'
      | 'rate_limited'
      | 'server_error'
      | 'service_unavailable';
    RowId: number;
    /** @description A row id in a path. */
    RowIdParam: string;
    /** Format: date-time */
    DateTime: string;
    /** @enum {string} */
    PlanId: 'free' | 'pro' | 'business';
    /** @enum {string} */
    SubscriptionStatus:
      | 'active'
      | 'trialing'
      | 'past_due'
      | 'canceled'
      | 'unpaid'
      | 'incomplete'
      | 'incomplete_expired'
      | 'paused';
    User: {
      id: components['schemas']['RowId'];
      username: string;
      email: string;
      currentPlan: components['schemas']['PlanId'];
      /** @description Null when the user never subscribed. */
      subscriptionStatus: components['schemas']['SubscriptionStatus'] | null;
      /** @description End of the paid period (renewal or cancellation date); null without a subscription. */
      subscriptionPeriodEnd: components['schemas']['DateTime'] | null;
      /** @description The plan the account moves to when the paid period ends (subscriptionPeriodEnd): free after a cancellation, pro after a downgrade from business; null when nothing is scheduled. Always sent by auth; optional so that clients written before it stay valid. */
      scheduledPlan?: components['schemas']['PlanId'] | null;
    };
    LoginRequest: {
      username: string;
      password: string;
    };
    RegisterRequest: {
      username: string;
      /** Format: email */
      email: string;
      password: string;
    };
    Session: {
      /** @description The session's public id (stays the same across login and logout). */
      id: string;
    };
    FeedbackRequest: {
      /** @description The signed-in user's e-mail, else the one typed (optional). */
      email?: string | null;
      message: string;
    };
    Account: {
      username: string;
      /** @description The account's address (log-in mail and password resets go to it). */
      email: string;
      /** @description Whether the current address was verified through a link mailed to it. */
      emailVerified: boolean;
      /** @description A new address waiting for its verification link to be followed; it becomes the account's address then. Null when none waits. */
      pendingEmail: string | null;
      /** @description "Email me when locations wait for my review" (on by default): at most one mail per map an hour while something new awaits the owner's review, to a verified address. */
      reviewDigests: boolean;
    };
    AccountNotificationsRequest: {
      reviewDigests: boolean;
    };
    ChangeEmailRequest: {
      /** Format: email */
      email: string;
      currentPassword: string;
    };
    VerifyEmailRequest: {
      /** @description The `token` parameter of the mailed link (`/verify-email?token=...`). */
      token: string;
    };
    EmailVerified: {
      /** @description The address now verified. */
      email: string;
    };
    PasswordResetRequest: {
      /** Format: email */
      email: string;
    };
    PasswordResetRequested: {
      /**
       * @description Always true, whether or not an account has the address.
       * @enum {boolean}
       */
      ok: true;
    };
    PasswordResetConfirmRequest: {
      /** @description The `token` parameter of the mailed link (`/reset-password?token=...`). */
      token: string;
      password: string;
    };
    ChangePasswordRequest: {
      currentPassword: string;
      newPassword: string;
    };
    LoginResponse: components['schemas']['User'] & {
      /** @description True when this login cancelled the account's scheduled deletion (the browser tells the user); absent otherwise. */
      deletionCancelled?: boolean;
    };
    AccountExport: {
      username: string;
      email: string;
      emailVerified: boolean;
      pendingEmail: string | null;
      createdAt: components['schemas']['DateTime'];
      currentPlan: components['schemas']['PlanId'];
      subscriptionStatus: components['schemas']['SubscriptionStatus'] | null;
      subscriptionPeriodEnd: components['schemas']['DateTime'] | null;
      scheduledPlan: components['schemas']['PlanId'] | null;
      /** @description When the account is to be deleted; null when no deletion is scheduled. */
      deletionScheduledFor: components['schemas']['DateTime'] | null;
    };
    AccountDeletionRequest: {
      password: string;
      /** @description The account's username, typed exactly as a confirmation. */
      username: string;
    };
    AccountDeletionScheduled: {
      deletionScheduledFor: components['schemas']['DateTime'];
    };
    MapFields: {
      name: string;
      description: string | null;
      /** @description Field names; empty names are dropped, names may not share a normalised key. */
      customFields: string[];
      passwordProtected: boolean;
      /** @description A `logoUrl` returned by POST /api/upload/logo, or null for none. */
      logoUrl: string | null;
      whoCanAdd: components['schemas']['WhoCanAdd'];
      reviewNewLocations: components['schemas']['ReviewNewLocations'];
    };
    /** @description "Review new locations before they appear" (off by default): what anyone but the owner or a trusted contributor adds or edits waits for the owner's approval. Does not apply to the ownerless demo map. */
    ReviewNewLocations: boolean;
    /**
     * @description Who may add locations: anyone with the link (the default), signed-in users, or only the owner. The demo map, which has no owner, is open to anyone whatever this says.
     * @enum {string}
     */
    WhoCanAdd: 'anyone' | 'signed-in' | 'owner';
    CreateMapRequest: {
      name: string;
      description?: string | null;
      permalink: string;
      customFields?: string[];
      /** @description Required (non-empty) when `passwordProtected` is true; at least 6 characters when set. */
      password?: string | null;
      passwordProtected?: boolean;
      logoUrl?: components['schemas']['LogoUrl'];
      whoCanAdd?: components['schemas']['WhoCanAdd'];
      reviewNewLocations?: components['schemas']['ReviewNewLocations'];
    };
    /** @description Absent fields stay as stored. */
    UpdateMapRequest: {
      name: string;
      description?: string | null;
      customFields?: string[];
      /** @description Empty or null while protection stays on keeps the stored password; any other value is a new password of at least 6 characters. */
      password?: string | null;
      passwordProtected?: boolean;
      logoUrl?: components['schemas']['LogoUrl'];
      whoCanAdd?: components['schemas']['WhoCanAdd'];
      reviewNewLocations?: components['schemas']['ReviewNewLocations'];
    };
    /** @description A logo this product stored (a `logoUrl` from POST /api/upload/logo); empty or null for none. */
    LogoUrl: string | null;
    Map: components['schemas']['MapFields'] & {
      id: components['schemas']['RowId'];
      permalink: string;
      /** @description True when the map is protected and this session has no grant for it. */
      requiresPassword: boolean;
      /** @description True for the signed-in owner (who sees Edit Map). */
      isOwner: boolean;
      /** @description The map password; present for the owner only. */
      password?: string | null;
      createdAt: components['schemas']['DateTime'];
    };
    MapSummary: components['schemas']['Map'] & {
      /** @description Its published locations. */
      locationCount: number;
      /** @description Its locations and edits awaiting the owner's review ("{n} awaiting review"). */
      awaitingReview: number;
    };
    /** @description A location as a GeoJSON Feature (RFC 7946): a Point at [longitude, latitude]. */
    LocationFeature: {
      /** @constant */
      type: 'Feature';
      id: components['schemas']['RowId'];
      geometry: {
        /** @constant */
        type: 'Point';
        coordinates: number[];
      };
      properties: {
        name: string;
        address: string;
        region: string;
        country: string;
        createdAt: components['schemas']['DateTime'];
        /** @description The values of the map's custom fields, by field name; fields without a value are left out. */
        customFields: {
          [key: string]: string;
        };
      };
    };
    LocationFeatureCollection: {
      /** @constant */
      type: 'FeatureCollection';
      features: components['schemas']['LocationFeature'][];
    };
    /** @description A map the user owns, its settings (never its password) and every location on it. */
    MapExport: {
      id: components['schemas']['RowId'];
      name: string;
      description: string | null;
      permalink: string;
      customFields: string[];
      passwordProtected: boolean;
      logoUrl: string | null;
      whoCanAdd: components['schemas']['WhoCanAdd'];
      reviewNewLocations: components['schemas']['ReviewNewLocations'];
      createdAt: components['schemas']['DateTime'];
      locations: components['schemas']['LocationFeatureCollection'];
    };
    /** @description A location the user added to a map someone else owns. */
    ContributionExport: {
      map: {
        name: string;
        permalink: string;
      };
      location: components['schemas']['LocationFeature'];
    };
    MapsExport: {
      maps: components['schemas']['MapExport'][];
      contributions: components['schemas']['ContributionExport'][];
      /** @description The addresses given for edit links (issue 26) on maps where the account took over what was added with them: kept with the contributions, deleted with them. */
      contributorEmails: {
        map: {
          name: string;
          permalink: string;
        };
        email: string;
        /** Format: date-time */
        provenAt: string | null;
      }[];
    };
    /** @description Degrees, as a number or a numeric string (the spec's client sends either). */
    Coordinate: number | string;
    /** @enum {string} */
    ImportFormat: 'csv' | 'geojson' | 'kml' | 'kmz' | 'gpx';
    /**
     * @description pending: previewed, waiting for the commit. running: committed, placing addresses or writing. done, failed, cancelled: final.
     * @enum {string}
     */
    ImportStatus: 'pending' | 'running' | 'done' | 'failed' | 'cancelled';
    /** @description A column (CSV) or property (GeoJSON, KML, GPX) of the file; null for none. */
    ImportColumn: string | null;
    /** @description Which column becomes each part of a location. For GeoJSON, KML and GPX the coordinates come from each feature's point while latitude and longitude are null. `fields` sends columns to custom fields by name: the map's own, or new ones created at commit within the plan's limit. */
    ImportMapping: {
      name: components['schemas']['ImportColumn'];
      address: components['schemas']['ImportColumn'];
      latitude: components['schemas']['ImportColumn'];
      longitude: components['schemas']['ImportColumn'];
      region: components['schemas']['ImportColumn'];
      country: components['schemas']['ImportColumn'];
      fields: {
        column: string;
        field: string;
      }[];
    };
    ImportMappingRequest: {
      mapping: components['schemas']['ImportMapping'];
    };
    CommitImportRequest: {
      mapping?: components['schemas']['ImportMapping'];
    };
    ImportProblem: {
      /** @description The spreadsheet row (CSV, the header is row 1) or the feature's number in the file. */
      row: number;
      reason: string;
    };
    ImportPreview: {
      /** Format: uuid */
      id: string;
      format: components['schemas']['ImportFormat'];
      fileName: string;
      status: components['schemas']['ImportStatus'];
      /** @description Rows (or features) in the file. */
      rows: number;
      /** @description Rows that will be imported under this mapping. */
      ready: number;
      /** @description Ready rows to be placed by their address. */
      toGeocode: number;
      /** @description The rows that will be skipped and why, the first 500 by row. */
      problems: components['schemas']['ImportProblem'][];
      problemCount: number;
      mapping: components['schemas']['ImportMapping'];
      columns: string[];
      /** @description The first rows as decoded, so the owner can check the text reads right. */
      sample: {
        row: number;
        values: {
          [key: string]: string;
        };
      }[];
      /** @description The map's custom fields now. */
      fields: string[];
      /** @description How many more custom fields the owner's plan lets this map have. */
      newFieldsAllowed: number;
      /** @description The plan's location limit message when the ready rows would not fit, else null. */
      limitProblem: string | null;
    };
    ImportProgress: {
      /** Format: uuid */
      id: string;
      status: components['schemas']['ImportStatus'];
      /** @description Rows placed so far. */
      done: number;
      /** @description Rows to place (the ready rows at commit). */
      total: number;
      /** @description Locations written, once done. */
      imported: number | null;
      /** @description Rows skipped so far (parse and mapping problems, addresses not found). */
      problems: components['schemas']['ImportProblem'][];
      problemCount: number;
      /** @description Why a failed import failed, or why a preview ended without its owner cancelling it (replaced by a newer upload, or expired). */
      error: string | null;
      /** @description An estimate while running (the geocoder's rate times the addresses left). */
      secondsLeft: number | null;
    };
    LocationRequest: {
      name: string;
      address: string;
      latitude: components['schemas']['Coordinate'];
      longitude: components['schemas']['Coordinate'];
      region?: string | null;
      country?: string | null;
      /** @description Values keyed by custom field name. */
      customData?: {
        [key: string]: string;
      };
    };
    /** @description Never carries the creator's session id; `canEdit` and `isOwn` are computed for this session. Lists are ordered newest first by `publishedAt`, the viewer's locations awaiting review first. */
    Location: {
      id: components['schemas']['RowId'];
      mapId: components['schemas']['RowId'];
      name: string;
      address: string;
      latitude: number;
      longitude: number;
      /** @description Empty when unknown. */
      region: string;
      /** @description Empty when unknown. */
      country: string;
      customData: {
        [key: string]: string;
      };
      createdAt: components['schemas']['DateTime'];
      /**
       * Format: date-time
       * @description When everyone could first see it (its `createdAt` unless it was reviewed); null while it awaits review.
       */
      publishedAt: string | null;
      awaitingReview?: components['schemas']['AwaitingReview'];
      /**
       * @description Only in what the map's owner and the author see: reports hid the location from everyone else until the owner decides ("Hidden after reports"). Absent otherwise.
       * @constant
       */
      hiddenAfterReports?: true;
      /** @description This session may change the location (its account, or the session that added it). */
      canEdit: boolean;
      /** @description This session may delete the location (as canEdit, or the map's owner). */
      canDelete: boolean;
      /** @description This session (or its signed-in user) added the location. */
      isOwn: boolean;
    };
    /**
     * @description Only in what the map's owner and the author see: `location`, a new location not yet approved ("Awaiting review"); `edit`, an edit not yet approved, whose values these are ("Edit awaiting review"). Absent otherwise.
     * @enum {string}
     */
    AwaitingReview: 'location' | 'edit';
    /** @description A contributor identity as the owner's screens name it: the username of an account, or "Visitor" and `pseudonym` (stable on this map, never a session id). `id` is what trust acts on. */
    ReviewContributor: {
      id: components['schemas']['RowId'];
      username: string | null;
      pseudonym: string;
    };
    ReviewItem: {
      /** @description What a decision names this item by. */
      id: string;
      /** @enum {string} */
      kind: 'location' | 'edit';
      locationId: components['schemas']['RowId'];
      name: string;
      address: string;
      customData: {
        [key: string]: string;
      };
      /** @description Null for a contribution no identity can be told of (an anonymised account's). */
      contributor: components['schemas']['ReviewContributor'] | null;
      submittedAt: components['schemas']['DateTime'];
    };
    ReviewQueue: {
      items: components['schemas']['ReviewItem'][];
    };
    EditLinkRequest: {
      /** @description An invalid one answers 400 "Invalid email address". */
      email: string;
      /** @description True from the add form (keep the address for this session's identity), false to only ask. */
      remember: boolean;
    };
    EditLinkAnswer: {
      /** @enum {string} */
      message: 'Check your email for a link';
    };
    ContinueEditLinkRequest: {
      token: string;
    };
    ContinuedEditLink: {
      /** @enum {string} */
      message: 'You can edit your locations on this device again.';
      /** @description The map's permalink, for "Open the map". */
      permalink: string;
      /** @description The session is signed in, so the locations became the account's. */
      claimed: boolean;
    };
    ReportLocationRequest: {
      /** @enum {string} */
      reason: 'spam' | 'wrong' | 'offensive' | 'other';
      /** @description Optional; over 500 characters answers 400 "The note can be at most 500 characters." */
      note?: string | null;
    };
    ReportedLocation: {
      locationId: components['schemas']['RowId'];
      name: string;
      address: string;
      customData: {
        [key: string]: string;
      };
      contributor: components['schemas']['ReviewContributor'] | null;
      /** @description Reports hid it ("Hidden after reports"). */
      hidden: boolean;
      reportCount: number;
      /** @description Each reason given, with how many reports gave it; most given first. */
      reasons: {
        /** @enum {string} */
        reason: 'spam' | 'wrong' | 'offensive' | 'other';
        count: number;
      }[];
      /** @description The reports' notes, newest first, never saying whose. */
      notes: string[];
      lastReportedAt: components['schemas']['DateTime'];
    };
    ReportedLocations: {
      items: components['schemas']['ReportedLocation'][];
    };
    MapContributor: components['schemas']['ReviewContributor'] & {
      /** @description The owner's own identity (never blocked nor emptied). */
      isOwner: boolean;
      locationCount: number;
      /** Format: date-time */
      lastActivityAt: string | null;
      trusted: boolean;
      blocked: boolean;
    };
    MapContributors: {
      contributors: components['schemas']['MapContributor'][];
    };
    RemovalResponse: {
      count: number;
      /** Format: uuid */
      removalId: string | null;
    };
    DeletedLocation: {
      locationId: components['schemas']['RowId'];
      name: string;
      address: string;
      contributor: components['schemas']['ReviewContributor'] | null;
      deletedAt: components['schemas']['DateTime'];
      /**
       * @description Its author, the owner, the owner's rejection in review, a "Remove all"; null before issue 25.
       * @enum {string|null}
       */
      deletedBy: 'author' | 'owner' | 'review' | 'removal' | null;
      /** Format: uuid */
      removalId: string | null;
    };
    DeletedLocations: {
      items: components['schemas']['DeletedLocation'][];
    };
    RestoreDeletedRequest:
      | {
          ids: components['schemas']['RowId'][];
        }
      | {
          /** Format: uuid */
          removalId: string;
        };
    LocationVersion: {
      /** @description Null for the current version. */
      versionId: number | null;
      name: string;
      address: string;
      latitude: number;
      longitude: number;
      customData: {
        [key: string]: string;
      };
      contributor: components['schemas']['ReviewContributor'] | null;
      madeAt: components['schemas']['DateTime'];
    };
    LocationHistory: {
      versions: components['schemas']['LocationVersion'][];
    };
    ReviewDecisionRequest: {
      ids: string[];
    };
    ReviewDecisionResponse: {
      count: number;
    };
    TrustedContributors: {
      contributors: (components['schemas']['ReviewContributor'] & {
        trustedAt: components['schemas']['DateTime'];
      })[];
    };
    ClaimResponse: {
      linked: number;
    };
    DeletedResponse: {
      id: components['schemas']['RowId'];
    };
    VerifyPasswordRequest: {
      password: string;
    };
    LogoUploadResponse: {
      /** @description Where the logo is served, `/api/logos/{key}`. */
      logoUrl: string;
    };
    GeocodeResult: {
      latitude: number;
      longitude: number;
      /** @description The state, else the county, else empty. */
      region: string;
      country: string;
    };
    SubscribeResponse: {
      /** @description Where the browser goes next. */
      url: string;
      /** @description For a downgrade, what will happen and when (shown to the user). */
      message?: string;
      /** @description For a downgrade, when it takes effect (the end of the paid period). */
      effectiveAt?: components['schemas']['DateTime'] | null;
    };
    TestCheckout: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      plan: 'pro' | 'business';
      planName: string;
      /** @description The yearly price before the discount. */
      amountGbp: number;
      discountCode: string | null;
      percentOff: number | null;
      /** @description What would be charged for the year. */
      totalGbp: number;
      /** @enum {string} */
      status: 'pending' | 'completed' | 'cancelled';
      /** @constant */
      testMode: true;
    };
    BillingExport: {
      /** @description The user's subscription as billing last recorded it; null when they never had one. */
      subscription: components['schemas']['SubscriptionExport'] | null;
      /** @description Every checkout of the built-in TEST MODE (Stripe keeps its own payment records). */
      checkouts: components['schemas']['CheckoutExport'][];
    };
    SubscriptionExport: {
      plan: components['schemas']['PlanId'];
      status: components['schemas']['SubscriptionStatus'];
      currentPeriodStart: components['schemas']['DateTime'] | null;
      currentPeriodEnd: components['schemas']['DateTime'] | null;
      cancelAtPeriodEnd: boolean;
      scheduledPlan: components['schemas']['PlanId'] | null;
      /**
       * @description Who took the payments.
       * @enum {string}
       */
      paidThrough: 'stripe' | 'test-mode';
      createdAt: components['schemas']['DateTime'];
      updatedAt: components['schemas']['DateTime'];
    };
    CheckoutExport: {
      /** @enum {string} */
      plan: 'pro' | 'business';
      amountGbp: number;
      discountCode: string | null;
      percentOff: number | null;
      totalGbp: number;
      /** @enum {string} */
      status: 'pending' | 'completed' | 'cancelled';
      createdAt: components['schemas']['DateTime'];
      completedAt: components['schemas']['DateTime'] | null;
      refundedAt: components['schemas']['DateTime'] | null;
    };
    WebhookReceived: {
      /** @constant */
      received: true;
    };
    Liveness: {
      /** @constant */
      status: 'ok';
    };
    Readiness: {
      /** @constant */
      status: 'ok';
    };
    Unready: {
      /** @constant */
      status: 'unready';
      /** @description Names of the failing checks (e.g. postgres, nats). */
      failing: string[];
    };
    /** @enum {string} */
    ServiceReadiness: 'ready' | 'unready';
    PlatformHealth: {
      /** @enum {string} */
      status: 'ready' | 'degraded';
      services: {
        auth: components['schemas']['ServiceReadiness'];
        maps: components['schemas']['ServiceReadiness'];
        realtime: components['schemas']['ServiceReadiness'];
        billing: components['schemas']['ServiceReadiness'];
      };
    };
    RuntimeConfig: {
      /** @description The operator named in the legal pages (from configuration). */
      operator: {
        companyName: string;
        registeredAddress: string;
        contactEmail: string;
      };
      /** @description URL of each remote's `mf-manifest.json`. */
      remotes: {
        map: string;
        dashboard: string;
        billing: string;
      };
      tiles: {
        /** @description Tile URL template, e.g. `https://{s}.tile.example/{z}/{x}/{y}.png`. */
        url: string;
        /** @description Attribution HTML. */
        attribution: string;
      };
    };
  };
  responses: {
    /** @description The request breaks a rule; the body is the rule's message (e.g. "Permalink is required"). */
    BadRequest: {
      headers: {
        'X-Error-Code': components['headers']['XErrorCode'];
        [name: string]: unknown;
      };
      content: {
        'text/plain': components['schemas']['ErrorMessage'];
      };
    };
    /** @description No signed-in user, or wrong credentials. */
    Unauthorized: {
      headers: {
        'X-Error-Code': components['headers']['XErrorCode'];
        [name: string]: unknown;
      };
      content: {
        'text/plain': components['schemas']['ErrorMessage'];
      };
    };
    /** @description Not allowed (not the owner, plan limit, wrong map password, CSRF check failed). */
    Forbidden: {
      headers: {
        'X-Error-Code': components['headers']['XErrorCode'];
        [name: string]: unknown;
      };
      content: {
        'text/plain': components['schemas']['ErrorMessage'];
      };
    };
    /** @description No such resource. */
    NotFound: {
      headers: {
        'X-Error-Code': components['headers']['XErrorCode'];
        [name: string]: unknown;
      };
      content: {
        'text/plain': components['schemas']['ErrorMessage'];
      };
    };
    /** @description Clashes with existing data (permalink, username or e-mail taken; already on the plan). */
    Conflict: {
      headers: {
        'X-Error-Code': components['headers']['XErrorCode'];
        [name: string]: unknown;
      };
      content: {
        'text/plain': components['schemas']['ErrorMessage'];
      };
    };
    /** @description The body is over the size limit. */
    PayloadTooLarge: {
      headers: {
        'X-Error-Code': components['headers']['XErrorCode'];
        [name: string]: unknown;
      };
      content: {
        'text/plain': components['schemas']['ErrorMessage'];
      };
    };
    /** @description What the request names is no longer there (an expired link, nothing left to edit). */
    Gone: {
      headers: {
        'X-Error-Code': components['headers']['XErrorCode'];
        [name: string]: unknown;
      };
      content: {
        'text/plain': components['schemas']['ErrorMessage'];
      };
    };
    /** @description Rate-limited; "Too many attempts. Try again in N minutes." */
    TooManyRequests: {
      headers: {
        'X-Error-Code': components['headers']['XErrorCode'];
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        'text/plain': components['schemas']['ErrorMessage'];
      };
    };
    /** @description An unexpected failure; the body is generic, details are in the service's log. */
    ServerError: {
      headers: {
        'X-Error-Code': components['headers']['XErrorCode'];
        [name: string]: unknown;
      };
      content: {
        'text/plain': components['schemas']['ErrorMessage'];
      };
    };
    /** @description A dependency (upstream service, payment or geocoding provider) is unavailable. */
    ServiceUnavailable: {
      headers: {
        'X-Error-Code': components['headers']['XErrorCode'];
        [name: string]: unknown;
      };
      content: {
        'text/plain': components['schemas']['ErrorMessage'];
      };
    };
  };
  parameters: {
    CheckoutId: string;
    MapId: components['schemas']['RowIdParam'];
    /** @description The map's numeric id. */
    MapKeyId: components['schemas']['RowIdParam'];
    ImportId: string;
    LocationId: components['schemas']['RowIdParam'];
  };
  requestBodies: never;
  headers: {
    /** @description The machine-readable failure code (`ErrorCode` in this package). */
    XErrorCode: components['schemas']['ErrorCode'];
    /** @description Seconds until the limit frees up. */
    RetryAfter: number;
    /** @description A strong validator of the answer for this viewer. */
    ETag: string;
    /** @description The map's event sequence the answer was read at (0 before its first event). */
    XMapSequence: number;
    /** @description Identifies this maps database's sequence numbering; a restored database gets a new epoch, so clients never mistake new events for old ones. */
    XMapEpoch: string;
    /** @description The new `session_id` cookie and the session's `csrf_token`, both set by the gateway. */
    SetSessionCookie: string;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description Signed in; the gateway sets a new `session_id` cookie (same public id, unless another user was signed in on it). */
      200: {
        headers: {
          'Set-Cookie': components['headers']['SetSessionCookie'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterRequest'];
      };
    };
    responses: {
      /** @description Registered and signed in; the gateway sets a new `session_id` cookie (same public id, unless another user was signed in on it). */
      201: {
        headers: {
          'Set-Cookie': components['headers']['SetSessionCookie'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out; the gateway sets the new visitor's `session_id` and `csrf_token` cookies, and the old cookie is refused. */
      204: {
        headers: {
          'Set-Cookie': components['headers']['SetSessionCookie'];
          [name: string]: unknown;
        };
        content?: never;
      };
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  getSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The session; its cookies are set when it was just created. */
      200: {
        headers: {
          'Set-Cookie': components['headers']['SetSessionCookie'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  sendFeedback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FeedbackRequest'];
      };
    };
    responses: {
      /** @description Stored. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The profile, never stored by a cache. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      401: components['responses']['Unauthorized'];
      500: components['responses']['ServerError'];
    };
  };
  setAccountNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountNotificationsRequest'];
      };
    };
    responses: {
      /** @description The profile as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  changeEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeEmailRequest'];
      };
    };
    responses: {
      /** @description Changed; the profile as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  verifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyEmailRequest'];
      };
    };
    responses: {
      /** @description Verified. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailVerified'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  resendEmailVerification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The mail is queued. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordRequest'];
      };
    };
    responses: {
      /** @description Changed; the gateway sets a new `session_id` cookie (same public id). */
      200: {
        headers: {
          'Set-Cookie': components['headers']['SetSessionCookie'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  exportAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account as auth stores it (never the password hash), never stored by a cache. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountExport'];
        };
      };
      401: components['responses']['Unauthorized'];
      500: components['responses']['ServerError'];
    };
  };
  scheduleAccountDeletion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountDeletionRequest'];
      };
    };
    responses: {
      /** @description Scheduled; the gateway sets the new visitor's `session_id` and `csrf_token` cookies. */
      200: {
        headers: {
          'Set-Cookie': components['headers']['SetSessionCookie'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountDeletionScheduled'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetRequest'];
      };
    };
    responses: {
      /** @description Taken; a mail is queued when an account has the address. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasswordResetRequested'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  confirmPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetConfirmRequest'];
      };
    };
    responses: {
      /** @description Changed and signed in; the gateway sets a new `session_id` cookie. */
      200: {
        headers: {
          'Set-Cookie': components['headers']['SetSessionCookie'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  createMap: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateMapRequest'];
      };
    };
    responses: {
      /** @description The created map. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Map'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      500: components['responses']['ServerError'];
    };
  };
  listMyMaps: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The maps. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MapSummary'][];
        };
      };
      401: components['responses']['Unauthorized'];
      500: components['responses']['ServerError'];
    };
  };
  exportMyMaps: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's maps and contributions, never stored by a cache. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MapsExport'];
        };
      };
      401: components['responses']['Unauthorized'];
      500: components['responses']['ServerError'];
    };
  };
  getMapByPermalink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The map's permalink. */
        mapKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The map. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Map'];
        };
      };
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  updateMap: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The map's numeric id. */
        mapKey: components['parameters']['MapKeyId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateMapRequest'];
      };
    };
    responses: {
      /** @description The updated map. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Map'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  deleteMap: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The map's numeric id. */
        mapKey: components['parameters']['MapKeyId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  claimContributions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many locations the session's sign-in linked to the account. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClaimResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  listLocations: {
    parameters: {
      query?: never;
      header?: {
        'If-None-Match'?: string;
      };
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The locations. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'X-Map-Sequence': components['headers']['XMapSequence'];
          'X-Map-Epoch': components['headers']['XMapEpoch'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Location'][];
        };
      };
      /** @description The list the client holds (its If-None-Match) is current. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content?: never;
      };
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  addLocation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LocationRequest'];
      };
    };
    responses: {
      /** @description The created location. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Location'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  updateLocation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        locationId: components['parameters']['LocationId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LocationRequest'];
      };
    };
    responses: {
      /** @description The updated location. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Location'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  deleteLocation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        locationId: components['parameters']['LocationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedResponse'];
        };
      };
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  reportLocation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        locationId: components['parameters']['LocationId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReportLocationRequest'];
      };
    };
    responses: {
      /** @description The report is recorded. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  requestEditLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EditLinkRequest'];
      };
    };
    responses: {
      /** @description Always "Check your email for a link". */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EditLinkAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  continueEditLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContinueEditLinkRequest'];
      };
    };
    responses: {
      /** @description "You can edit your locations on this device again." */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContinuedEditLink'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      410: components['responses']['Gone'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  readLocationHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        locationId: components['parameters']['LocationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The versions, the current one first (its versionId is null). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LocationHistory'];
        };
      };
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  restoreLocationVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        locationId: components['parameters']['LocationId'];
        versionId: components['schemas']['RowIdParam'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The location as it now is. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Location'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  listReportedLocations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reported locations, with counts and reasons only. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportedLocations'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  keepReportedLocation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        locationId: components['parameters']['LocationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reports are dismissed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  listMapContributors: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The contributors. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MapContributors'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  blockContributor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        contributorId: components['schemas']['RowIdParam'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Blocked. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  unblockContributor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        contributorId: components['schemas']['RowIdParam'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unblocked. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  removeContributorLocations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        contributorId: components['schemas']['RowIdParam'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many were removed, and the removal's id (null when there was nothing to remove). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RemovalResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  listRecentlyDeleted: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted locations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedLocations'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  restoreDeleted: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RestoreDeletedRequest'];
      };
    };
    responses: {
      /** @description How many came back. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewDecisionResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  readReviewQueue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The queue. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewQueue'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  decideReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        decision: 'approve' | 'reject';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewDecisionRequest'];
      };
    };
    responses: {
      /** @description How many items were decided. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewDecisionResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  listTrustedContributors: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The trusted contributors. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrustedContributors'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  trustContributor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        contributorId: components['schemas']['RowIdParam'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Trusted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  untrustContributor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        contributorId: components['schemas']['RowIdParam'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No longer trusted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  exportMap: {
    parameters: {
      query: {
        /** @description The file format; anything else answers 400 "Invalid export format...". */
        format: 'geojson' | 'csv' | 'kml' | 'gpx';
      };
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, as an attachment named after the map ("community-garden.csv"). */
      200: {
        headers: {
          /** @description `attachment; filename="<ASCII name>"; filename*=UTF-8''<percent-encoded name>` (RFC 6266, RFC 5987), the name from the map's name like the QR download. */
          'Content-Disposition'?: string;
          /** @description `private, no-store`: the data of a protected map stays out of shared caches. */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/geo+json': Record<string, never>;
          'text/csv': string;
          'application/vnd.google-earth.kml+xml': string;
          'application/gpx+xml': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  createImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description The file; its name's extension picks the format, else its content does. */
          file: string;
        };
      };
    };
    responses: {
      /** @description Read; the preview with the mapping guessed from the columns. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportPreview'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        importId: components['parameters']['ImportId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Its progress. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportProgress'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  cancelImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        importId: components['parameters']['ImportId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportProgress'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      500: components['responses']['ServerError'];
    };
  };
  previewImportMapping: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        importId: components['parameters']['ImportId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportMappingRequest'];
      };
    };
    responses: {
      /** @description The preview under the new mapping. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportPreview'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      500: components['responses']['ServerError'];
    };
  };
  commitImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
        importId: components['parameters']['ImportId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CommitImportRequest'];
      };
    };
    responses: {
      /** @description Started. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportProgress'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      500: components['responses']['ServerError'];
    };
  };
  verifyMapPassword: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mapId: components['parameters']['MapId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyPasswordRequest'];
      };
    };
    responses: {
      /** @description Correct; the session may now read the map's locations and join its live channel. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  uploadLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description JPEG, PNG, GIF or WebP, at most 5 MB. */
          logo: string;
        };
      };
    };
    responses: {
      /** @description Stored. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogoUploadResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getLogo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The object key from an upload's `logoUrl`. */
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image; immutable, so it may be cached for long. */
      200: {
        headers: {
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
        };
      };
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  geocode: {
    parameters: {
      query: {
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Candidates, best first (possibly none). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeocodeResult'][];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  subscribe: {
    parameters: {
      query: {
        /** @description Only the yearly interval exists. */
        interval: 'year';
        discountCode?: string;
      };
      header?: never;
      path: {
        plan: components['schemas']['PlanId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The URL the browser navigates to (checkout, or back to /subscription). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscribeResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  exportBilling: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subscription history, never stored by a cache. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BillingExport'];
        };
      };
      401: components['responses']['Unauthorized'];
      500: components['responses']['ServerError'];
    };
  };
  billingWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description A time stamp and one signature per active signing secret. */
        'Stripe-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The provider's event, verified over the raw bytes. */
    requestBody: {
      content: {
        'application/json': {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description Accepted (also for events already processed or of no interest). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookReceived'];
        };
      };
      400: components['responses']['BadRequest'];
      500: components['responses']['ServerError'];
    };
  };
  getTestCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        checkoutId: components['parameters']['CheckoutId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The checkout's plan, price and discount. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestCheckout'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  completeTestCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        checkoutId: components['parameters']['CheckoutId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Where the browser goes next (/subscription?checkout=success). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscribeResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  cancelTestCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        checkoutId: components['parameters']['CheckoutId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Where the browser goes next (/subscription?checkout=cancelled). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscribeResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  getPlatformHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every upstream is ready. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformHealth'];
        };
      };
      /** @description At least one upstream is not ready. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformHealth'];
        };
      };
    };
  };
  getLiveness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process runs. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Liveness'];
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Postgres and NATS answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Readiness'];
        };
      };
      /** @description A dependency does not answer. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Unready'];
        };
      };
    };
  };
  getRuntimeConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The runtime configuration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RuntimeConfig'];
        };
      };
    };
  };
}
