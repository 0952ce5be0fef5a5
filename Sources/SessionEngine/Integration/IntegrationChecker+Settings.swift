extension IntegrationChecker {
  /// `ADALClientId`, and `ADALRedirectUri` or `ADALRedirectScheme`.
  mutating func checkRequiredSettings(_ info: PlistDocument) {
    let file = info.file
    let key = Self.settingsKey
    let bundle = info.root["CFBundleIdentifier"]?.string ?? "$(PRODUCT_BUNDLE_IDENTIFIER)"
    let redirectLines = Self.keyLines("ADALRedirectUri", string: "msauth.\(bundle)://auth")
    guard let settings = info.root[key], settings.entries != nil else {
      // Both required settings, as for an empty dictionary: the client id and the redirect.
      add(
        IntegrationFinding(
          .clientId, .missing, file: file, line: info.root.line, keyPath: key,
          message: .noSettings,
          addLines: ["<key>\(key)</key>", "<dict>"]
            + Self.keyLines("ADALClientId", string: "YOUR-CLIENT-ID") + redirectLines
            + ["</dict>"]))
      return
    }
    let line = Self.line(of: key, in: info.root)
    if let id = settings["ADALClientId"]?.string, !id.allSatisfy(\.isWhitespace) {
      add(
        IntegrationFinding(
          .clientId, .pass, file: file, line: settings.entry("ADALClientId")?.keyLine,
          keyPath: key + ".ADALClientId", message: .clientIdSet))
    } else {
      add(
        IntegrationFinding(
          .clientId, settings["ADALClientId"] == nil ? .missing : .wrong, file: file,
          line: settings.entry("ADALClientId")?.keyLine ?? line, keyPath: key + ".ADALClientId",
          message: .clientIdNeeded,
          addLines: Self.keyLines("ADALClientId", string: "YOUR-CLIENT-ID")
        ).changing(
          settings.entry("ADALClientId"),
          with: Self.keyLines("ADALClientId", string: "YOUR-CLIENT-ID")))
    }
    let redirect = ["ADALRedirectUri", "ADALRedirectScheme"].first {
      settings[$0]?.string.map { !$0.allSatisfy(\.isWhitespace) } ?? false
    }
    if let redirect {
      add(
        IntegrationFinding(
          .redirect, .pass, file: file, line: settings.entry(redirect)?.keyLine,
          keyPath: key + "." + redirect, message: .redirectSet(key: redirect)))
    } else {
      add(
        IntegrationFinding(
          .redirect, .missing, file: file, line: line, keyPath: key + ".ADALRedirectUri",
          message: .redirectNeeded, addLines: redirectLines))
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
            message: .autoEnrollSet))
      } else {
        add(
          IntegrationFinding(
            .policyRequiredAutoEnroll, settings["AutoEnrollOnLaunch"] == nil ? .missing : .wrong,
            file: file, line: settings.entry("AutoEnrollOnLaunch")?.keyLine ?? line,
            keyPath: key + ".AutoEnrollOnLaunch",
            message: .autoEnrollNeeded,
            addLines: Self.keyLines("AutoEnrollOnLaunch", true: ())
          ).changing(
            settings.entry("AutoEnrollOnLaunch"),
            with: Self.keyLines("AutoEnrollOnLaunch", true: ())))
      }
      add(
        IntegrationFinding(
          .policyRequiredAppStore, .note, file: file, line: line,
          keyPath: key + ".MAMPolicyRequired",
          message: .policyRequiredAppStore))
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
            message: .appGroupsListed))
      } else {
        // A list there is filled, or changed when it is no array, never added a second time.
        let items = missing.map(Self.stringLine)
        add(
          IntegrationFinding(
            .appGroups, .missing, file: file, line: settingsLine,
            keyPath: key + ".AppGroupIdentifiers",
            message: .appGroupsMissing(groups: missing),
            addLines: ["<key>AppGroupIdentifiers</key>", "<array>"] + items + ["</array>"],
            subject: missing.first
          ).filling(settings.entry("AppGroupIdentifiers"), with: items))
      }
    }
    if let tasks = info.root["BGTaskSchedulerPermittedIdentifiers"]?.elements, !tasks.isEmpty {
      let entry = settings.entry("FinishLaunchingAtStartup")
      if entry?.value.bool == true {
        add(
          IntegrationFinding(
            .finishLaunching, .pass, file: file, line: entry?.keyLine,
            keyPath: key + ".FinishLaunchingAtStartup",
            message: .finishLaunchingSet))
      } else {
        add(
          IntegrationFinding(
            .finishLaunching, entry == nil ? .missing : .wrong, file: file,
            line: entry?.keyLine ?? settingsLine, keyPath: key + ".FinishLaunchingAtStartup",
            message: .finishLaunchingNeeded,
            addLines: Self.keyLines("FinishLaunchingAtStartup", true: ())
          ).changing(entry, with: Self.keyLines("FinishLaunchingAtStartup", true: ())))
      }
    }
    if info.root["NSExtension"] != nil {
      let entry = settings.entry("ContainingAppBundleId")
      if let id = entry?.value.string, !id.isEmpty {
        add(
          IntegrationFinding(
            .containingApp, .pass, file: file, line: entry?.keyLine,
            keyPath: key + ".ContainingAppBundleId",
            message: .containingAppSet))
      } else {
        add(
          IntegrationFinding(
            .containingApp, entry == nil ? .missing : .wrong, file: file,
            line: entry?.keyLine ?? settingsLine, keyPath: key + ".ContainingAppBundleId",
            message: .containingAppNeeded,
            addLines: Self.keyLines("ContainingAppBundleId", string: "com.example.containing-app")
          ).changing(
            entry,
            with: Self.keyLines("ContainingAppBundleId", string: "com.example.containing-app")
          ))
      }
    }
  }
}
