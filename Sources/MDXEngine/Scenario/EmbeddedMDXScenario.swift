/// The Citrix scenario built into mamsim: `mamsim scenario print --vendor citrix` writes it.
///
/// Its organisation, people and app are invented for the emulator.
public enum EmbeddedMDXScenario {
  /// The scenario as JSON text.
  public static let json = """
    {
      "vendor": "citrix",
      "name": "Harbourline dispatch on Citrix Endpoint Management",
      "summary": "A managed MDX app, Secure Hub on the phone, the console's default policies.",
      "organisation": {
        "name": "Harbourline Logistics",
        "serverAddress": "mdm.harbourline.example"
      },
      "app": {
        "name": "Harbourline Dispatch",
        "bundleId": "com.harbourline.dispatch",
        "mode": "managed"
      },
      "users": [
        {
          "upn": "robin.ash@harbourline.example",
          "samAccountName": "rash",
          "displayName": "Robin Ash",
          "mail": "robin.ash@harbourline.example",
          "password": "Dispatch-2026",
          "demo": true
        }
      ],
      "device": {
        "secureHubInstalled": true,
        "jailbroken": false,
        "online": true
      },
      "pinLength": 6,
      "policies": {
        "AppPasscode": true,
        "InactivityTimer": 15,
        "MaxOfflinePeriod": 168,
        "AuthFailuresBeforeLock": 5,
        "BlockJailbrokenDevices": true,
        "WipeDataOnAppLock": false
      },
      "vault": {
        "name": "dispatch-session",
        "companionName": "Harbourline Crew",
        "outsiderName": "Tide Tables"
      },
      "premiumDefaults": {
        "DisableCamera": true,
        "CutAndCopy": "Restricted"
      }
    }

    """
}
