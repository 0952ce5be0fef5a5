extension IntegrationChecker {
  /// The entitlement that lists the keychain access groups.
  static let keychainKey = "keychain-access-groups"
  /// The group the SDK keeps its own items in.
  static let mamGroup = "com.microsoft.intune.mam"
  /// MSAL's token cache group when `ADALCacheKeychainGroupOverride` names no other.
  static let defaultCacheGroup = "com.microsoft.adalcache"
  /// What Xcode replaces with the team's id and a dot.
  static let teamPrefix = "$(AppIdentifierPrefix)"

  /// The group name without its team prefix (`$(AppIdentifierPrefix)`, `${…}`, or a literal
  /// `ABCDE12345.`), and whether it is written with a well-formed one.
  static func unprefixed(_ group: String) -> (name: String, prefixed: Bool) {
    let read = KeychainGroupName(group)
    return (read.name, read.isWellPrefixed)
  }

  /// Keychain sharing: the groups, their order and their prefix.
  mutating func checkKeychain(_ entitlements: PlistDocument, info: PlistDocument?) {
    let file = entitlements.file
    let key = Self.keychainKey
    let override = info?.root[Self.settingsKey]?["ADALCacheKeychainGroupOverride"]?.string
    let cacheGroup =
      override.flatMap { $0.isEmpty ? nil : Self.unprefixed($0).name }
      ?? Self.defaultCacheGroup
    let bundle = info?.root["CFBundleIdentifier"]?.string ?? "$(CFBundleIdentifier)"
    guard let node = entitlements.root[key], let groups = node.strings, !groups.isEmpty else {
      let groupLines = [bundle, Self.mamGroup, cacheGroup].map {
        Self.stringLine(Self.teamPrefix + $0)
      }
      add(
        IntegrationFinding(
          .keychainGroups, entitlements.root[key] == nil ? .missing : .wrong, file: file,
          line: entitlements.root.entry(key)?.keyLine ?? entitlements.root.line, keyPath: key,
          message: entitlements.root[key] == nil ? .keychainOff : .keychainNotArray,
          addLines: ["<key>\(key)</key>", "<array>"] + groupLines + ["</array>"]
        ).filling(entitlements.root.entry(key), with: groupLines))
      return
    }
    add(
      IntegrationFinding(
        .keychainGroups, .pass, file: file, line: entitlements.root.entry(key)?.keyLine,
        keyPath: key, message: .keychainOn))
    let elements = node.elements ?? []
    var allPrefixed = true
    for element in elements {
      guard let group = element.string else { continue }
      let read = KeychainGroupName(group)
      let message: IntegrationMessage
      switch read.form {
      case .prefixed: continue
      case .unprefixed: message = .groupUnprefixed(group: group, prefixed: read.corrected ?? "")
      case .gapAfterPrefix:
        message = .groupPrefixGap(group: group, corrected: read.corrected ?? "")
      case .prefixAlone: message = .groupPrefixAlone(group: group)
      case .spacesAround(let corrected):
        message = .groupSpacesAround(group: group, corrected: corrected)
      case .missingDot(let team):
        message = .groupPrefixNoDot(group: group, team: team, corrected: read.corrected ?? "")
      }
      allPrefixed = false
      add(
        IntegrationFinding(
          .keychainPrefix, .wrong, file: file, line: element.line, keyPath: key,
          message: message, subject: group
        ).changing(to: read.corrected.map { [Self.stringLine($0)] } ?? []))
    }
    if allPrefixed {
      add(
        IntegrationFinding(
          .keychainPrefix, .pass, file: file, line: node.line, keyPath: key,
          message: .groupsPrefixed))
    }
    let read = groups.map(KeychainGroupName.init)
    // Only a well-prefixed group counts as shared; a badly prefixed one has its own finding.
    let names = read.filter(\.isWellPrefixed).map(\.name)
    let sdkGroups = [Self.mamGroup, cacheGroup, Self.defaultCacheGroup]
    if let first = read.first?.name, sdkGroups.contains(first) {
      // The app's own group already listed further down is moved, not added again.
      let own = elements.first { $0.string.map { KeychainGroupName($0).name } == bundle }
      add(
        IntegrationFinding(
          .keychainOwnGroupFirst, .wrong, severity: .warning, file: file,
          line: elements.first?.line, keyPath: key,
          message: own?.line.map { .ownGroupMove(group: first, line: $0) }
            ?? .sdkGroupFirst(group: first),
          addLines: own == nil ? [Self.stringLine(Self.teamPrefix + bundle)] : [],
          subject: first))
    } else {
      add(
        IntegrationFinding(
          .keychainOwnGroupFirst, .pass, file: file, line: elements.first?.line, keyPath: key,
          message: .ownGroupFirst))
    }
    for (kind, group, missing) in [
      (
        IntegrationCheckKind.keychainMAMGroup, Self.mamGroup,
        IntegrationMessage.mamGroupMissing(group: Self.mamGroup)
      ),
      (
        .keychainCacheGroup, cacheGroup,
        override == nil
          ? .cacheGroupMissing(group: cacheGroup) : .overrideGroupMissing(group: cacheGroup)
      ),
    ] {
      if names.contains(group) {
        add(
          IntegrationFinding(
            kind, .pass, file: file, line: node.line, keyPath: key,
            message: .groupShared(group: group), subject: group))
      } else if read.contains(where: { $0.name == group }) {
        continue  // there, but badly prefixed: its prefix finding is the one verdict
      } else {
        add(
          IntegrationFinding(
            kind, .missing, file: file, line: node.line, keyPath: key,
            message: missing,
            addLines: [Self.stringLine(Self.teamPrefix + group)], subject: group))
      }
    }
  }
}
