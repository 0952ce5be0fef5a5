extension IntegrationChecker {
  /// `ADALClientId`, and `ADALRedirectUri` or `ADALRedirectScheme`.
  mutating func checkRequiredSettings(_ info: PlistDocument) {
    let file = info.file
    let key = Self.settingsKey
    guard let settings = info.root[key], settings.entries != nil else {
      add(
        IntegrationFinding(
          .clientId, .missing, file: file, line: info.root.line, keyPath: key,
          message:
            "the Info.plist has no IntuneMAMSettings dictionary, so the SDK has no client id",
          addLines: ["<key>\(key)</key>", "<dict>"]
            + Self.keyLines("ADALClientId", string: "YOUR-CLIENT-ID") + ["</dict>"]))
      return
    }
    let line = Self.line(of: key, in: info.root)
    if let id = settings["ADALClientId"]?.string, !id.allSatisfy(\.isWhitespace) {
      add(
        IntegrationFinding(
          .clientId, .pass, file: file, line: settings.entry("ADALClientId")?.keyLine,
          keyPath: key + ".ADALClientId", message: "ADALClientId is set"))
    } else {
      add(
        IntegrationFinding(
          .clientId, settings["ADALClientId"] == nil ? .missing : .wrong, file: file,
          line: settings.entry("ADALClientId")?.keyLine ?? line, keyPath: key + ".ADALClientId",
          message: "ADALClientId must hold the app's client id from its Entra app registration",
          addLines: Self.keyLines("ADALClientId", string: "YOUR-CLIENT-ID")))
    }
    let redirect = ["ADALRedirectUri", "ADALRedirectScheme"].first {
      settings[$0]?.string.map { !$0.allSatisfy(\.isWhitespace) } ?? false
    }
    if let redirect {
      add(
        IntegrationFinding(
          .redirect, .pass, file: file, line: settings.entry(redirect)?.keyLine,
          keyPath: key + "." + redirect, message: "\(redirect) is set"))
    } else {
      let bundle = info.root["CFBundleIdentifier"]?.string ?? "$(PRODUCT_BUNDLE_IDENTIFIER)"
      add(
        IntegrationFinding(
          .redirect, .missing, file: file, line: line, keyPath: key + ".ADALRedirectUri",
          message: "neither ADALRedirectUri nor ADALRedirectScheme is set, so sign-in cannot "
            + "come back to the app",
          addLines: Self.keyLines("ADALRedirectUri", string: "msauth.\(bundle)://auth")))
    }
  }

  /// `MAMPolicyRequired`, `AppGroupIdentifiers`, `FinishLaunchingAtStartup`, `ContainingAppBundleId`.
  mutating func checkSettingsRules(_ info: PlistDocument, entitlements: PlistDocument?) {
    let file = info.file
    let key = Self.settingsKey
    guard let settings = info.root[key], settings.entries != nil else { return }
    let settingsLine = Self.line(of: key, in: info.root)
    if settings["MAMPolicyRequired"]?.bool == true {
      let line = settings.entry("MAMPolicyRequired")?.keyLine
      if settings["AutoEnrollOnLaunch"]?.bool == true {
        add(
          IntegrationFinding(
            .policyRequiredAutoEnroll, .pass, file: file, line: line,
            keyPath: key + ".AutoEnrollOnLaunch",
            message: "MAMPolicyRequired comes with AutoEnrollOnLaunch"))
      } else {
        add(
          IntegrationFinding(
            .policyRequiredAutoEnroll, settings["AutoEnrollOnLaunch"] == nil ? .missing : .wrong,
            file: file, line: settings.entry("AutoEnrollOnLaunch")?.keyLine ?? line,
            keyPath: key + ".AutoEnrollOnLaunch",
            message: "an app that requires a policy must enroll at launch: set "
              + "AutoEnrollOnLaunch to true",
            addLines: Self.keyLines("AutoEnrollOnLaunch", true: ())))
      }
      add(
        IntegrationFinding(
          .policyRequiredAppStore, .wrong, severity: .note, file: file, line: line,
          keyPath: key + ".MAMPolicyRequired",
          message: "an app that cannot start without a policy is not accepted on the App Store"))
    }
    if let groups = entitlements?.root["com.apple.security.application-groups"]?.strings,
      !groups.isEmpty
    {
      let declared = settings["AppGroupIdentifiers"]?.strings ?? []
      let missing = groups.filter { !declared.contains($0) }
      if missing.isEmpty {
        add(
          IntegrationFinding(
            .appGroups, .pass, file: file, line: settings.entry("AppGroupIdentifiers")?.keyLine,
            keyPath: key + ".AppGroupIdentifiers",
            message: "AppGroupIdentifiers lists every application group of the entitlements"))
      } else {
        let present = settings["AppGroupIdentifiers"] != nil
        add(
          IntegrationFinding(
            .appGroups, .missing, file: file,
            line: settings["AppGroupIdentifiers"]?.line ?? settingsLine,
            keyPath: key + ".AppGroupIdentifiers",
            message: "the entitlements grant the application groups "
              + missing.map { "\"\($0)\"" }.joined(separator: ", ")
              + " but AppGroupIdentifiers does not list them, so the SDK cannot protect "
              + "what the app keeps there",
            addLines: present
              ? missing.map(Self.stringLine)
              : ["<key>AppGroupIdentifiers</key>", "<array>"] + missing.map(Self.stringLine)
                + ["</array>"],
            subject: missing.first))
      }
    }
    if let tasks = info.root["BGTaskSchedulerPermittedIdentifiers"]?.elements, !tasks.isEmpty {
      let entry = settings.entry("FinishLaunchingAtStartup")
      if entry?.value.bool == true {
        add(
          IntegrationFinding(
            .finishLaunching, .pass, file: file, line: entry?.keyLine,
            keyPath: key + ".FinishLaunchingAtStartup",
            message: "FinishLaunchingAtStartup is on for an app with background tasks"))
      } else {
        add(
          IntegrationFinding(
            .finishLaunching, entry == nil ? .missing : .wrong, file: file,
            line: entry?.keyLine ?? settingsLine, keyPath: key + ".FinishLaunchingAtStartup",
            message: "the app registers background tasks (BGTaskSchedulerPermittedIdentifiers), "
              + "so the SDK must finish launching at start-up: set FinishLaunchingAtStartup to true",
            addLines: Self.keyLines("FinishLaunchingAtStartup", true: ())))
      }
    }
    if info.root["NSExtension"] != nil {
      let entry = settings.entry("ContainingAppBundleId")
      if let id = entry?.value.string, !id.isEmpty {
        add(
          IntegrationFinding(
            .containingApp, .pass, file: file, line: entry?.keyLine,
            keyPath: key + ".ContainingAppBundleId",
            message: "the extension names its containing app"))
      } else {
        add(
          IntegrationFinding(
            .containingApp, entry == nil ? .missing : .wrong, file: file,
            line: entry?.keyLine ?? settingsLine, keyPath: key + ".ContainingAppBundleId",
            message: "this is an extension (it has NSExtension), so ContainingAppBundleId must "
              + "name the bundle id of the app that contains it",
            addLines: Self.keyLines("ContainingAppBundleId", string: "com.example.containing-app")))
      }
    }
  }
}
