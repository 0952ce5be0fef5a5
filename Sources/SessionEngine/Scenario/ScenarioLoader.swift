#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads scenario files: JSON text → `Scenario`, with a diagnostic for each problem.
///
/// Missing members take their defaults; policies are decoded as Microsoft Graph
/// `iosManagedAppProtection` objects, so an export pastes in.
public enum ScenarioLoader {
  /// The result of loading: the scenario unless an error prevents it, and every diagnostic.
  public struct Result: Sendable {
    /// The scenario, when no error was found.
    public var scenario: Scenario?
    /// Everything worth telling, errors first.
    public var diagnostics: [Diagnostic]
    /// What the file holds that no message may spell out (`Scenario.secrets`), as far as it could
    /// be read: also when errors keep the scenario from being used, whose messages a tape
    /// relays.
    public var secrets: [String] = []
  }

  /// The scenario built into mamsim: `EmbeddedScenario.json`, loaded as a user's file is.
  public static func embedded() -> Scenario { embeddedScenario }

  /// `EmbeddedScenario.json` loaded, once. The text is part of mamsim and loads without an error
  /// (`ScenarioLoaderTests`); were it ever broken, every start would stop here.
  private static let embeddedScenario: Scenario = {
    guard let scenario = load(text: EmbeddedScenario.json, file: "<embedded scenario>").scenario
    else { preconditionFailure("the built-in scenario (EmbeddedScenario.json) does not load") }
    return scenario
  }()

  /// Reads and loads the file at `path`.
  public static func load(path: String) -> Result {
    let data: Data
    switch BoundedFile.contents(of: path) {
    case .success(let bytes): data = bytes
    case .failure(let failure):
      return Result(
        scenario: nil,
        diagnostics: [Diagnostic(.error, file: path, keyPath: "", message: failure.description)])
    }
    return load(data: data, file: path)
  }

  /// Loads a scenario from the bytes of a file, naming `file` in diagnostics: bytes that are not
  /// UTF-8 (or UTF-16 ones) are refused at the first bad byte's line and column.
  public static func load(data: Data, file: String) -> Result {
    guard let text = String(validating: data, as: UTF8.self) else {
      return Result(
        scenario: nil, diagnostics: [FieldReader.encodingProblem(Array(data), file: file)])
    }
    return load(text: text, file: file)
  }

  /// Loads a scenario from JSON `text`, naming `file` in diagnostics.
  public static func load(text: String, file: String) -> Result {
    var reader: FieldReader
    let document: JSONDocument
    do {
      (reader, document) = try FieldReader.opening(text, file: file)
    } catch {
      return Result(scenario: nil, diagnostics: [error])
    }
    // Anything but an object has been reported already; its members are not asked for, each
    // of which would only repeat that.
    guard document.value.objectMembers != nil else {
      return Result(scenario: nil, diagnostics: reader.diagnostics)
    }
    let scenario = decodeScenario(&reader, document: document)
    reader.finish()
    var diagnostics = reader.diagnostics
    if let scenario { diagnostics += crossCheck(scenario, file: file, lines: document.lines) }
    diagnostics.sort { ($0.severity, $0.line ?? 0) < ($1.severity, $1.line ?? 0) }
    let failed = diagnostics.contains { $0.severity == .error }
    return Result(
      scenario: failed ? nil : scenario, diagnostics: diagnostics, secrets: scenario?.secrets ?? [])
  }

  private static func decodeScenario(_ reader: inout FieldReader, document: JSONDocument)
    -> Scenario?
  {
    if let vendor = reader.string(ScenarioVendor.key), vendor != ScenarioVendor.intune.rawValue {
      let message =
        vendor.lowercased() == ScenarioVendor.citrix.rawValue
        ? "a Citrix scenario is not played here yet; mamsim check and scenario print read it"
        : "unknown vendor \"\(vendor)\"; a scenario is for \"intune\" (the default) or \"citrix\""
      reader.report(.error, ScenarioVendor.key, message)
    }
    let name = reader.string("name") ?? "Untitled scenario"
    let summary = reader.string("summary") ?? ""
    let tenant = reader.require("tenant", reader.raw("tenant")).map { decodeTenant($0, &reader) }
    let policies = (reader.array("policies") ?? []).enumerated().compactMap { index, item in
      decodePolicy(item, path: "policies[\(index)]", &reader)
    }
    let app = reader.require("app", reader.raw("app")).map { decodeApp($0, &reader) }
    let device = reader.raw("device").map { decodeDevice($0, &reader) } ?? DeviceState()
    let timing = reader.raw("timing").map { decodeTiming($0, &reader) } ?? ServiceTiming()
    guard let tenant, let app = app ?? nil else { return nil }
    return Scenario(
      name: name, summary: summary, tenant: tenant, policies: policies, app: app, device: device,
      timing: timing)
  }

  static func nested(_ value: JSONValue, _ path: String, _ parent: FieldReader)
    -> FieldReader
  {
    FieldReader(value, path: path, file: parent.file, lines: parent.lines)
  }

  private static func decodeTenant(_ value: JSONValue, _ parent: inout FieldReader) -> Tenant {
    var reader = nested(value, "tenant", parent)
    let name = reader.string("name") ?? "Contoso"
    let tenantId = reader.string("tenantId") ?? "00000000-0000-0000-0000-000000000000"
    let groups = (reader.array("groups") ?? []).enumerated().compactMap { index, item in
      var group = nested(item, "tenant.groups[\(index)]", reader)
      let id = group.requiredText("id")
      let displayName = group.string("displayName") ?? id ?? ""
      group.finish()
      reader.absorb(group.diagnostics)
      return id.map { TenantGroup(id: $0, displayName: displayName) }
    }
    let users = (reader.array("users") ?? []).enumerated().compactMap { index, item in
      decodeUser(item, path: "tenant.users[\(index)]", &reader)
    }
    reader.finish()
    parent.absorb(reader.diagnostics)
    return Tenant(name: name, tenantId: tenantId, users: users, groups: groups)
  }

  private static func decodeUser(_ value: JSONValue, path: String, _ parent: inout FieldReader)
    -> TenantUser?
  {
    var reader = nested(value, path, parent)
    let upn = reader.requiredText("upn")
    let password = reader.requiredText("password")
    let objectId = reader.string("objectId")
    let displayName = reader.string("displayName")
    let licensed = reader.bool("licensed") ?? true
    let enabled = reader.bool("enabled") ?? true
    let groups = reader.strings("groups") ?? []
    let isDemo = reader.bool("demo") ?? false
    reader.finish()
    parent.absorb(reader.diagnostics)
    guard let upn, let password else { return nil }
    let name = displayName ?? String(upn.prefix { $0 != "@" })
    return TenantUser(
      upn: upn, objectId: objectId ?? "oid-\(upn.lowercased())", displayName: name,
      password: password, licensed: licensed, enabled: enabled, groups: groups, isDemo: isDemo)
  }

  private static func decodePolicy(_ value: JSONValue, path: String, _ parent: inout FieldReader)
    -> AppProtectionPolicy?
  {
    let (policy, diagnostics) = AppProtectionPolicy.decode(value, file: parent.file, keyPath: path)
    parent.absorb(
      diagnostics.map { diagnostic in
        var located = diagnostic
        if located.line == nil {
          located.line = parent.lines[located.keyPath] ?? parent.lines[path]
        }
        return located
      })
    return policy
  }

  /// Whether `text` is a bundle identifier iOS accepts: ASCII letters, digits, hyphens and
  /// dots only.
  static func isBundleIdentifier(_ text: String) -> Bool {
    text.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
        true
      default: false
      }
    }
  }

  private static func decodeApp(_ value: JSONValue, _ parent: inout FieldReader)
    -> AppDescription?
  {
    var reader = nested(value, "app", parent)
    let name = reader.string("name") ?? "Contoso Notes"
    let bundleId = reader.requiredText("bundleId")
    if let bundleId, !isBundleIdentifier(bundleId) {
      reader.report(
        .error, "bundleId",
        "\"\(Excerpt.of(bundleId))\" is not a bundle identifier: iOS takes only letters, "
          + "digits, hyphens and dots, as in com.contoso.notes")
    }
    // Conditional launch compares these with the policy's minimums: one that is not a version
    // would turn those rules off without a word.
    let version = dottedVersion(&reader, "version") ?? "1.0"
    let sdkVersion = dottedVersion(&reader, "sdkVersion") ?? "19.7.0"
    var signInStyle = SignInStyle.app
    if let text = reader.string("signInStyle") {
      if let style = SignInStyle(rawValue: text) {
        signInStyle = style
      } else {
        reader.report(.error, "signInStyle", "must be \"app\" or \"sdk\", not \"\(text)\"")
      }
    }
    var restartsItself = false
    var wipesDataItself = true
    if let delegate = reader.raw("delegate") {
      var answers = nested(delegate, "app.delegate", reader)
      restartsItself = answers.bool("restartApplication") ?? false
      wipesDataItself = answers.bool("wipeDataForAccountId") ?? true
      answers.finish()
      reader.absorb(answers.diagnostics)
    }
    let unenrollsOnSignOut = reader.bool("unenrollsOnSignOut") ?? true
    let registersOnEveryLaunch = reader.bool("registersOnEveryLaunch") ?? false
    var settings = MAMSettings.contosoNotes
    if let raw = reader.raw("settings") {
      let keyLines = reader.lines.under("app.settings.")
      let (decoded, diagnostics) = MAMSettings.decode(
        raw, file: reader.file, keyPath: "app.settings", lines: keyLines)
      settings = decoded
      reader.absorb(diagnostics)
      reader.absorb(
        SettingsValidator.validate(
          decoded, file: reader.file, lines: keyLines, keyPath: "app.settings",
          present: Set(raw.objectMembers?.keys ?? [])))
    }
    let notes = (reader.array("notes") ?? []).enumerated().compactMap { index, item in
      var note = nested(item, "app.notes[\(index)]", reader)
      let title = note.requiredText("title")
      let body = note.string("body") ?? ""
      let owner = note.string("owner")
      let id = note.string("id") ?? "note-\(index + 1)"
      note.finish()
      reader.absorb(note.diagnostics)
      return title.map { Note(id: id, title: $0, body: body, owner: owner) }
    }
    let webViews = reader.array("webViews").map { decodeWebViews($0, &reader) } ?? []
    reader.finish()
    parent.absorb(reader.diagnostics)
    guard let bundleId else { return nil }
    return AppDescription(
      name: name, bundleId: bundleId, version: version, sdkVersion: sdkVersion, settings: settings,
      signInStyle: signInStyle, restartsItself: restartsItself, wipesDataItself: wipesDataItself,
      unenrollsOnSignOut: unenrollsOnSignOut, registersOnEveryLaunch: registersOnEveryLaunch,
      notes: notes, webViews: webViews)
  }

  /// The text at `key` when it is a dotted version such as 17.5; an error names it otherwise.
  private static func dottedVersion(_ reader: inout FieldReader, _ key: String) -> String? {
    guard let version = reader.string(key) else { return nil }
    guard VersionNumber(version) == nil else { return version }
    // A long value is shown by its start: the line number says where the rest is.
    let shown = version.count > 24 ? version.prefix(24) + "…" : Substring(version)
    if let excess = VersionNumber.excess(in: version) {
      reader.report(.error, key, "\"\(shown)\" \(excess)")
    } else {
      reader.report(.error, key, "must be a dotted version such as 17.5, not \"\(shown)\"")
    }
    return nil
  }

  private static func decodeDevice(_ value: JSONValue, _ parent: inout FieldReader) -> DeviceState {
    var reader = nested(value, "device", parent)
    var device = DeviceState()
    device.model = reader.string("model") ?? device.model
    device.osVersion = dottedVersion(&reader, "osVersion") ?? device.osVersion
    device.jailbroken = reader.bool("jailbroken") ?? device.jailbroken
    device.online = reader.bool("online") ?? device.online
    device.mdmUser = reader.string("mdmUser")
    device.managedBrowserInstalled =
      reader.bool("managedBrowserInstalled") ?? device.managedBrowserInstalled
    device.managedAppRegistersTwin =
      reader.bool("managedAppRegistersTwin") ?? device.managedAppRegistersTwin
    if let config = reader.raw("appConfig") {
      var nestedReader = nested(config, reader.keyPath("appConfig"), reader)
      if config.objectMembers == nil {
        reader.report(.error, "appConfig", "must be an object of the MDM app configuration's keys")
      } else {
        device.appConfig = MDMAppConfig(
          upn: nestedReader.string("IntuneMAMUPN"), oid: nestedReader.string("IntuneMAMOID"))
        nestedReader.finish()
        reader.absorb(nestedReader.diagnostics)
      }
    }
    if let name = reader.string("biometry") {
      if let biometry = Biometry(named: name) {
        device.biometry = biometry
      } else {
        reader.report(
          .error, "biometry",
          "must be \(Biometry.names.joined(separator: ", ")), not \"\(name)\"")
      }
    }
    if let tag = reader.string("language") {
      if let language = Language(tag: tag) {
        device.language = language
      } else {
        reader.report(
          .error, "language",
          "must be one of \(Language.tags.joined(separator: ", ")), not \"\(tag)\"")
      }
    }
    if let name = reader.string("threatLevel") {
      if let level = ThreatLevel(named: name) {
        device.threatLevel = level
      } else {
        reader.report(
          .error, "threatLevel",
          "must be \(ThreatLevel.names.joined(separator: ", ")), not \"\(name)\"")
      }
    }
    reader.finish()
    parent.absorb(reader.diagnostics)
    return device
  }

  private static func decodeTiming(_ value: JSONValue, _ parent: inout FieldReader)
    -> ServiceTiming
  {
    var reader = nested(value, "timing", parent)
    var timing = ServiceTiming()
    timing.signIn = reader.duration("signIn") ?? timing.signIn
    timing.mamService = reader.duration("mamService") ?? timing.mamService
    reader.finish()
    parent.absorb(reader.diagnostics)
    return timing
  }

  /// For each user, whether an earlier user has the same UPN ignoring case.
  static func repeatedUsers(_ users: [TenantUser]) -> [Bool] {
    repeats(users.map(\.upn))
  }

  /// For each of `names`, whether an earlier one is the same ignoring case (UPNs, and the GUIDs
  /// of groups and users). (Sorted rather than put in a `Set<String>`, whose first use costs
  /// the runtime a conformance scan.)
  static func repeats(_ names: [String]) -> [Bool] {
    let keys = names.map { $0.lowercased() }
    let order = keys.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
    var repeated = Array(repeating: false, count: keys.count)
    for position in order.indices.dropFirst()
    where keys[order[position]] == keys[order[position - 1]] {
      repeated[order[position]] = true
    }
    return repeated
  }

  /// Checks that need the whole scenario: references between users, groups, policies and notes.
  static func crossCheck(_ scenario: Scenario, file: String, lines: JSONLines) -> [Diagnostic] {
    var found: [Diagnostic] = []
    func add(_ severity: Diagnostic.Severity, _ path: String, _ message: String) {
      found.append(
        Diagnostic(severity, file: file, line: lines[path], keyPath: path, message: message))
    }
    // Looked up by set, so a file of many users, groups and notes is checked in linear time.
    // Group and object ids are GUIDs, the same in any letter case.
    let groups = Set(scenario.tenant.groups.map { $0.id.lowercased() })
    let upns = Set(scenario.tenant.users.map { $0.upn.lowercased() })
    for (index, repeated) in repeats(scenario.tenant.groups.map(\.id)).enumerated() where repeated {
      let id = scenario.tenant.groups[index].id
      add(.error, "tenant.groups[\(index)].id", "\(id) appears more than once")
    }
    let repeated = repeatedUsers(scenario.tenant.users)
    let repeatedObjectIds = repeats(scenario.tenant.users.map(\.objectId))
    for (index, user) in scenario.tenant.users.enumerated() {
      if repeated[index] {
        add(.error, "tenant.users[\(index)].upn", "\(user.upn) appears more than once")
      } else if repeatedObjectIds[index] {
        // The SDK tells accounts apart by this id; a repeated UPN is reported already.
        add(
          .error, "tenant.users[\(index)].objectId",
          "\(user.objectId) is the object id of an earlier user too")
      }
      for group in user.groups where !groups.contains(group.lowercased()) {
        add(.warning, "tenant.users[\(index)].groups", "no group with id \(group) in tenant.groups")
      }
    }
    for (index, policy) in scenario.policies.enumerated() {
      for group in policy.assignedGroupIds where !groups.contains(group.lowercased()) {
        add(
          .warning, "policies[\(index)].assignments",
          "assigned to \(group), which is not a group of the tenant")
      }
    }
    let bundle = scenario.app.bundleId.lowercased()
    if !scenario.policies.contains(where: {
      $0.targetedBundleIds.contains { $0.lowercased() == bundle }
    }) {
      add(
        .warning, "policies",
        "no policy targets \(scenario.app.bundleId): every licensed user will be told 225 (licensed, not targeted)"
      )
    }
    for (index, note) in scenario.app.notes.enumerated() {
      if let owner = note.owner, !upns.contains(owner.lowercased()) {
        add(.warning, "app.notes[\(index)].owner", "\(owner) is not a user of the tenant")
      }
    }
    if let mdmUser = scenario.device.mdmUser, !upns.contains(mdmUser.lowercased()) {
      add(.warning, "device.mdmUser", "\(mdmUser) is not a user of the tenant")
    }
    return found
  }
}
