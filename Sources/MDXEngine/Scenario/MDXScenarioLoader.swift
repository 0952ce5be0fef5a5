import FoundationEssentials
import SessionEngine

/// Reads Citrix scenario files (`"vendor": "citrix"`): JSON text → `MDXScenario`, with a
/// diagnostic (file, line, key path) for each problem.
public enum MDXScenarioLoader {
  /// The result of loading: the scenario unless an error prevents it, and every diagnostic.
  public struct Result: Sendable {
    /// The scenario, when no error was found.
    public var scenario: MDXScenario?
    /// Everything worth telling, errors first.
    public var diagnostics: [Diagnostic]
    /// What the file holds that no message may spell out (`MDXScenario.secrets`), as far as it could
    /// be read: also when errors keep the scenario from being used, whose messages a tape
    /// relays.
    public var secrets: [String] = []
  }

  /// The built-in Citrix scenario.
  public static func embedded() -> MDXScenario? {
    load(text: EmbeddedMDXScenario.json, file: "<embedded Citrix scenario>").scenario
  }

  /// Reads and loads the file at `path`.
  public static func load(path: String) -> Result {
    switch BoundedFile.contents(of: path) {
    case .success(let data): return load(data: data, file: path)
    case .failure(let failure): return refusal(path, failure.description)
    }
  }

  /// Loads a Citrix scenario from the bytes of a file, naming `file` in diagnostics: bytes that
  /// are not UTF-8 (or UTF-16 ones) are refused at the first bad byte's line and column.
  public static func load(data: Data, file: String) -> Result {
    guard let text = String(validating: data, as: UTF8.self) else {
      return Result(
        scenario: nil, diagnostics: [FieldReader.encodingProblem(Array(data), file: file)])
    }
    return load(text: text, file: file)
  }

  private static func refusal(_ file: String, _ message: String) -> Result {
    Result(
      scenario: nil, diagnostics: [Diagnostic(.error, file: file, keyPath: "", message: message)])
  }

  /// Loads a Citrix scenario from JSON `text`, naming `file` in diagnostics.
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
    let scenario = decode(&reader)
    reader.finish()
    var diagnostics = reader.diagnostics
    diagnostics.sort { ($0.severity, $0.line ?? 0) < ($1.severity, $1.line ?? 0) }
    let failed = diagnostics.contains { $0.severity == .error }
    return Result(
      scenario: failed ? nil : scenario, diagnostics: diagnostics, secrets: scenario?.secrets ?? [])
  }

  private static func nested(_ value: JSONValue, _ path: String, _ parent: FieldReader)
    -> FieldReader
  {
    FieldReader(value, path: path, file: parent.file, lines: parent.lines)
  }

  private static func decode(_ reader: inout FieldReader) -> MDXScenario? {
    let vendor = reader.string(ScenarioVendor.key)
    if vendor?.lowercased() != ScenarioVendor.citrix.rawValue {
      reader.report(.error, ScenarioVendor.key, "a Citrix scenario says \"vendor\": \"citrix\"")
    }
    let name = reader.string("name") ?? "Untitled Citrix scenario"
    let summary = reader.string("summary") ?? ""
    var organisation = ("Organisation", "")
    if let value = reader.require("organisation", reader.raw("organisation")) {
      var inner = nested(value, "organisation", reader)
      organisation.0 = inner.string("name") ?? organisation.0
      organisation.1 = inner.requiredText("serverAddress") ?? ""
      inner.finish()
      reader.absorb(inner.diagnostics)
    }
    var app = ("App", "com.example.app", MDXMode.managed)
    if let value = reader.require("app", reader.raw("app")) {
      var inner = nested(value, "app", reader)
      app.0 = inner.string("name") ?? app.0
      app.1 = inner.string("bundleId").flatMap { inner.nonBlank("bundleId", $0) } ?? app.1
      if let mode = inner.string("mode") {
        if let known = MDXMode(rawValue: mode) {
          app.2 = known
        } else {
          inner.report(.error, "mode", "expected \"managed\", \"premium\" or \"general\"")
        }
      }
      inner.finish()
      reader.absorb(inner.diagnostics)
    }
    let users = (reader.array("users") ?? []).enumerated().compactMap { index, item in
      decodeUser(item, path: "users[\(index)]", &reader)
    }
    var device = MDXDevice()
    if let value = reader.raw("device") {
      var inner = nested(value, "device", reader)
      device.secureHubInstalled = inner.bool("secureHubInstalled") ?? true
      device.jailbroken = inner.bool("jailbroken") ?? false
      device.online = inner.bool("online") ?? true
      inner.finish()
      reader.absorb(inner.diagnostics)
    }
    var pinLength = 6
    if let value = reader.raw("pinLength") {
      if let number = value.intValue, (4...10).contains(number) {
        pinLength = number
      } else {
        reader.report(.error, "pinLength", "expected a whole number from 4 to 10")
      }
    }
    let custom = reader.raw("customPolicies").map { decodeCustom($0, &reader) } ?? [:]
    let names = Set(custom.keys)
    var policies = reader.raw("policies").map { decodePolicies($0, "policies", &reader) }
    var defaults = reader.raw("premiumDefaults").map {
      decodePolicies($0, "premiumDefaults", &reader)
    }
    if let file = policyFile("policyFile", instead: "policies", names, &reader) {
      policies = file
    }
    if let file = policyFile("premiumDefaultsFile", instead: "premiumDefaults", names, &reader) {
      defaults = file
    }
    var vault = MDXVaultSetup.defaultFor(bundleId: app.1)
    if let value = reader.raw("vault") {
      var inner = nested(value, "vault", reader)
      vault.name = inner.string("name") ?? vault.name
      vault.companionName = inner.string("companionName") ?? vault.companionName
      vault.outsiderName = inner.string("outsiderName") ?? vault.outsiderName
      inner.finish()
      reader.absorb(inner.diagnostics)
    }
    var configuration = MDXConfiguration(
      mode: app.2, serverAddress: organisation.1, users: users,
      managedPolicies: MDXPolicies(
        MDXPolicies.consoleDefaults.values.merging(custom) { $1 }
          .merging(policies?.values ?? [:]) { $1 }),
      premiumDefaults: MDXPolicies(custom.merging(defaults?.values ?? [:]) { $1 }),
      pinLength: pinLength)
    configuration.vault = vault
    return MDXScenario(
      name: name, summary: summary, organisation: organisation.0, appName: app.0,
      bundleId: app.1, configuration: configuration, device: device)
  }

  private static func decodeUser(_ value: JSONValue, path: String, _ parent: inout FieldReader)
    -> MDXUser?
  {
    var reader = nested(value, path, parent)
    let upn = reader.requiredText("upn")
    let sam = reader.string("samAccountName") ?? upn.map { String($0.prefix { $0 != "@" }) } ?? ""
    let displayName = reader.string("displayName") ?? upn ?? ""
    let mail = reader.string("mail") ?? upn ?? ""
    let password = reader.requiredText("password")
    let isDemo = reader.bool("demo") ?? false
    reader.finish()
    parent.absorb(reader.diagnostics)
    guard let upn, let password else { return nil }
    return MDXUser(
      upn: upn, samAccountName: sam, displayName: displayName, mail: mail,
      password: Secret(password), isDemo: isDemo)
  }

  /// The most custom policies a scenario may declare.
  public static let maximumCustomPolicies = 200

  /// `customPolicies`: the app's own policies (names that are not built-in keys) with their
  /// default values, which `getValueOfPolicy` returns in managed and Premium mode unless a
  /// policy file or object sets another.
  private static func decodeCustom(_ value: JSONValue, _ parent: inout FieldReader)
    -> [String: String]
  {
    var reader = nested(value, "customPolicies", parent)
    var values: [String: String] = [:]
    // Anything but an object is reported by `reader` ("expected an object, found ...").
    // In the file's order, so the entry past the limit is the one named (once: the entries after
    // it are passed over).
    for (index, (name, item)) in (value.objectMembers ?? JSONObject()).enumerated() {
      _ = reader.raw(name)
      guard index < maximumCustomPolicies else {
        if index == maximumCustomPolicies {
          reader.report(.error, name, "more than \(maximumCustomPolicies) custom policies")
        }
        continue
      }
      if MDXPolicyKey.named(name) != nil {
        reader.report(.error, name, "a built-in policy; set it in \"policies\"")
        continue
      }
      guard case .success(let root) = XMLElementReader.read("<\(name)/>"), root.name == name else {
        reader.report(.error, name, "a policy name is an XML element name")
        continue
      }
      let text = policyText(item)
      guard let text else {
        reader.report(.error, name, "expected a string, a number or a boolean")
        continue
      }
      values[name] = text
    }
    reader.finish()
    parent.absorb(reader.diagnostics)
    return values
  }

  /// The policies of the XML file the scenario names at `key` (relative to the scenario file),
  /// which may hold the custom policies `custom`; nil when the key is absent or the file is
  /// refused (with diagnostics: a path refused or a file that cannot be opened at the key's
  /// line, the XML's faults at its own file and line).
  private static func policyFile(
    _ key: String, instead object: String, _ custom: Set<String>, _ reader: inout FieldReader
  ) -> MDXPolicies? {
    guard let relative = reader.string(key) else { return nil }
    if reader.raw(object) != nil {
      reader.report(.error, key, "give \"\(object)\" or \"\(key)\", not both")
      return nil
    }
    let path: String
    switch MDXScenarioPolicyFile.resolve(relative, scenarioFile: reader.file) {
    case .success(let resolved): path = resolved
    case .failure(let refusal):
      reader.report(.error, key, refusal.message)
      return nil
    }
    // A file that cannot be opened (missing, a folder, too large) is the scenario's fault at
    // this key, which names it: the XML file has no line to point at.
    let data: Data
    switch BoundedFile.contents(of: path) {
    case .success(let bytes): data = bytes
    case .failure(let failure):
      reader.report(.error, key, "\"\(Excerpt.of(relative))\": \(failure.description)")
      return nil
    }
    let result = MDXPolicyFileLoader.load(data: data, file: path, custom: custom)
    reader.absorb(result.diagnostics)
    if result.policies == nil, !result.diagnostics.contains(where: { $0.severity == .error }) {
      reader.report(.error, key, "\(relative) could not be read")
    }
    return result.policies
  }

  /// A policies object: known keys only, each value valid for its kind (JSON booleans and
  /// numbers are taken as their text).
  private static func decodePolicies(
    _ value: JSONValue, _ path: String, _ parent: inout FieldReader
  )
    -> MDXPolicies
  {
    var reader = nested(value, path, parent)
    var values: [String: String] = [:]
    for (name, item) in (value.objectValue ?? [:]).sorted(by: { $0.key < $1.key }) {
      _ = reader.raw(name)
      guard let key = MDXPolicyKey(rawValue: name) else {
        let hint = KeySuggestion.closest(to: name, in: MDXPolicyKey.allCases.map(\.rawValue))
        reader.report(
          .error, name, "unknown policy key" + (hint.map { "; did you mean \($0)?" } ?? ""))
        continue
      }
      let text = policyText(item)
      guard let text, let normalised = key.kind.normalised(text) else {
        reader.report(.error, name, "malformed value; expected \(key.kind.expectation)")
        continue
      }
      values[key.rawValue] = normalised
    }
    reader.finish()
    parent.absorb(reader.diagnostics)
    return MDXPolicies(values)
  }

  /// A policy's value as the policy XML would hold it: a string as is, a boolean as `true` or
  /// `false`, a whole number in decimals; nil for anything else.
  private static func policyText(_ item: JSONValue) -> String? {
    switch item {
    case .string(let string): string
    case .bool(let flag): flag ? "true" : "false"
    case .number: item.intValue.map(String.init)
    default: nil
    }
  }
}
