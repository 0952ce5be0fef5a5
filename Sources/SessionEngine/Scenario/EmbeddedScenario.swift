/// The scenario built into mamsim: the SDK integration guide's first-policy test, at Contoso,
/// with the guide's five web views A to E.
///
/// Kept as JSON text, exactly what `mamsim scenario print` writes, so users start from a real file;
/// `ScenarioLoader.embedded()` reads it as it reads a user's file.
public enum EmbeddedScenario {
  /// The scenario as a JSON document.
  public static let json = #"""
    {
      "name": "Contoso first-policy test",
      "summary": "Contoso Notes and a policy with default access requirements, targeted at the Notes pilot group.",
      "tenant": {
        "name": "Contoso",
        "tenantId": "8f0e7c3a-5b2d-4e61-9a7f-3c1d2b4a6e80",
        "groups": [
          { "id": "4a7d2c1e-0b3f-4e5a-8c9d-1f2e3d4c5b6a", "displayName": "Notes pilot" }
        ],
        "users": [
          {
            "upn": "alex@contoso.com",
            "objectId": "0c9a1f7e-2d4b-4a63-b8e5-7f1d3c2a9b04",
            "displayName": "Alex Wilber",
            "password": "Pilot-Alex",
            "licensed": true,
            "enabled": true,
            "demo": true,
            "groups": ["4a7d2c1e-0b3f-4e5a-8c9d-1f2e3d4c5b6a"]
          },
          {
            "upn": "blake@contoso.com",
            "objectId": "5e2b8d41-9c7a-4f13-a6d0-2b8e4c1f7a35",
            "displayName": "Blake Martin",
            "password": "Blake-1357",
            "licensed": true,
            "enabled": true,
            "demo": true,
            "groups": []
          },
          {
            "upn": "casey@contoso.com",
            "objectId": "a31f6c09-7e5d-4b28-91c4-6d0a8e2f3b17",
            "displayName": "Casey Jordan",
            "password": "Casey-4680",
            "licensed": false,
            "enabled": true,
            "demo": true,
            "groups": ["4a7d2c1e-0b3f-4e5a-8c9d-1f2e3d4c5b6a"]
          },
          {
            "upn": "drew@contoso.com",
            "objectId": "d6c40b2e-8f19-4a75-b3e7-0e9f5a1c2d68",
            "displayName": "Drew Patel",
            "password": "Drew-9753",
            "licensed": true,
            "enabled": false,
            "demo": true,
            "groups": ["4a7d2c1e-0b3f-4e5a-8c9d-1f2e3d4c5b6a"]
          }
        ]
      },
      "policies": [
        {
          "@odata.type": "#microsoft.graph.iosManagedAppProtection",
          "id": "T_1b6f3e2a-7c4d-4e8f-9a0b-5d2c1e3f4a6b",
          "displayName": "Contoso Notes - first policy",
          "description": "Access requirements left at their defaults.",
          "version": "1",
          "pinRequired": true,
          "pinCharacterSet": "numeric",
          "simplePinBlocked": false,
          "minimumPinLength": 4,
          "maximumPinRetries": 5,
          "periodOnlineBeforeAccessCheck": "PT30M",
          "periodOfflineBeforeAccessCheck": "PT720M",
          "periodOfflineBeforeWipeIsEnforced": "P90D",
          "fingerprintBlocked": false,
          "faceIdBlocked": false,
          "organizationalCredentialsRequired": false,
          "apps": [
            {
              "mobileAppIdentifier": {
                "@odata.type": "#microsoft.graph.iosMobileAppIdentifier",
                "bundleId": "com.contoso.notes"
              }
            }
          ],
          "assignments": [
            {
              "target": {
                "@odata.type": "#microsoft.graph.groupAssignmentTarget",
                "groupId": "4a7d2c1e-0b3f-4e5a-8c9d-1f2e3d4c5b6a"
              }
            }
          ]
        }
      ],
      "app": {
        "name": "Contoso Notes",
        "bundleId": "com.contoso.notes",
        "version": "2.4.0",
        "sdkVersion": "19.7.0",
        "signInStyle": "app",
        "delegate": { "restartApplication": false, "wipeDataForAccountId": true },
        "unenrollsOnSignOut": true,
        "registersOnEveryLaunch": false,
        "settings": {
          "ADALClientId": "6f1c2a4e-93b1-4d2f-8a55-0c7e4b1d9f30",
          "ADALRedirectUri": "msauth.com.contoso.notes://auth",
          "SplashDuration": 1.5,
          "TreatAllWebViewsAsUnmanaged": true
        },
        "notes": [
          { "title": "Q3 pipeline review", "body": "Fabrikam renewal at risk; follow up with legal.", "owner": "alex@contoso.com" },
          { "title": "Customer call - Northwind", "body": "They want SSO by March. Pricing deck v2.", "owner": "alex@contoso.com" },
          { "title": "Team offsite plan", "body": "Venue shortlist: Lisbon, Porto.", "owner": "blake@contoso.com" },
          { "title": "Groceries", "body": "Oat milk, coffee beans, basil." },
          { "title": "Running plan", "body": "Tue 5k easy, Thu intervals, Sun 12k." }
        ],
        "webViews": [
          {
            "name": "A", "title": "Help", "policy": "unset",
            "text": "Swipe left on a note to delete it.",
            "links": [{ "text": "Help centre", "url": "https://www.contoso.com/notes/help" }]
          },
          {
            "name": "B", "title": "What's new", "policy": "unset",
            "text": "Version 2.4: faster search and a dark theme."
          },
          {
            "name": "C", "title": "Weather", "policy": "unset",
            "text": "Seattle: light rain, 11 degrees.",
            "links": [{ "text": "Ten-day forecast", "url": "https://weather.example.com/seattle" }]
          },
          {
            "name": "D", "title": "Contoso intranet", "policy": "currentIdentity",
            "text": "Sales kickoff moves to 12 March. Code: SK-2025.",
            "links": [{ "text": "Kickoff agenda", "url": "https://intranet.contoso.com/kickoff" }]
          },
          {
            "name": "E", "title": "My documents", "policy": "currentIdentity",
            "text": "Q3 forecast: 4.2M. Fabrikam renewal pending.",
            "links": [
              { "text": "Q3 forecast.xlsx", "url": "https://contoso.sharepoint.com/sales/q3.xlsx" },
              { "text": "Fabrikam website", "url": "https://www.fabrikam.com/" }
            ],
            "isExternalURL": { "internalPrefixes": ["https://contoso.sharepoint.com/"] }
          }
        ]
      },
      "device": {
        "model": "iPhone15,3",
        "osVersion": "17.5",
        "jailbroken": false,
        "online": true,
        "mdmUser": null,
        "threatLevel": "secured"
      },
      "timing": { "signIn": "PT0.6S", "mamService": "PT0.8S" }
    }
    """#
}
