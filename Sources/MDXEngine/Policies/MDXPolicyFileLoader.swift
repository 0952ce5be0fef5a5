import FoundationEssentials
import SessionEngine

/// Reads the flat MDX policy XML: the administrator's `MobileAppPolicies` for managed mode, and
/// the bundled `default_policies.xml` for unmanaged Premium (the same form).
///
/// ```xml
/// <MobileAppPolicies>
///   <PolicySchemaVersion>1.0</PolicySchemaVersion>
///   <Policies><AppPasscode>true</AppPasscode></Policies>
/// </MobileAppPolicies>
/// ```
/// Total: the file is read with `BoundedFile`'s limit and `XMLElementReader`'s, and every
/// problem becomes a diagnostic with the file and line (wrong root, unknown element or key,
/// malformed value).
public enum MDXPolicyFileLoader {
  /// The root element of a policy file.
  public static let rootName = "MobileAppPolicies"
  /// The schema version the emulator reads.
  public static let schemaVersion = "1.0"

  /// Reads the file at `path`, which may also hold the custom policies named in `custom`.
  /// `alone` is for a file checked on its own (`mamsim check`): no scenario says which custom
  /// policies it declares, so an unknown key that is not close to a known one (a typo) is a
  /// warning there rather than an error.
  public static func load(
    path: String, custom: Set<String> = [], alone: Bool = false
  ) -> MDXPolicyFileResult {
    switch BoundedFile.contents(of: path) {
    case .success(let data): return load(data: data, file: path, custom: custom, alone: alone)
    case .failure(let failure):
      return MDXPolicyFileResult(
        policies: nil,
        diagnostics: [Diagnostic(.error, file: path, keyPath: "", message: failure.description)])
    }
  }

  /// Reads policy XML bytes; `file` is the name used in diagnostics. The custom policies named in
  /// `custom` (declared by a scenario) are accepted with any text as their value.
  public static func load(
    data: Data, file: String, custom: Set<String> = [], alone: Bool = false
  ) -> MDXPolicyFileResult {
    func refuse(_ message: String, line: Int? = nil, keyPath: String = "") -> MDXPolicyFileResult {
      MDXPolicyFileResult(
        policies: nil,
        diagnostics: [
          Diagnostic(.error, file: file, line: line, keyPath: keyPath, message: message)
        ])
    }
    let text: String
    switch UTF8Text.decode(data) {
    case .success(let decoded): text = decoded
    case .failure(let problem): return refuse(problem.text, line: problem.line)
    }
    let root: XMLElement
    switch XMLElementReader.read(text) {
    case .success(let element): root = element
    case .failure(let problem):
      return refuse(
        "not well-formed XML at column \(problem.column): \(problem.message)", line: problem.line)
    }
    guard root.name == rootName else {
      return refuse(
        "the root element is <\(Excerpt.of(root.name))>; an MDX policy file has <\(rootName)>",
        line: root.line, keyPath: Excerpt.of(root.name))
    }
    var diagnostics: [Diagnostic] = []
    var values: [String: String] = [:]
    var sawPolicies = false
    func report(_ severity: Diagnostic.Severity, _ line: Int, _ path: String, _ message: String) {
      diagnostics.append(
        Diagnostic(severity, file: file, line: line, keyPath: path, message: message))
    }
    for child in root.children {
      let path = "\(rootName).\(Excerpt.of(child.name))"
      switch child.name {
      case "PolicySchemaVersion":
        let version = child.text.trimmingWhitespace()
        if version != schemaVersion {
          report(
            .warning, child.line, path,
            "schema version '\(Excerpt.of(version))' is not \(schemaVersion), the one emulated")
        }
      case "Policies":
        if sawPolicies {
          report(.error, child.line, path, "a second <Policies> element; write them all in one")
        }
        sawPolicies = true
        read(child, path: path, custom: custom, alone: alone, into: &values, report)
      default:
        report(
          .error, child.line, path,
          "unknown element; <\(rootName)> holds <PolicySchemaVersion> and <Policies>")
      }
    }
    if !sawPolicies {
      report(.error, root.line, rootName, "no <Policies> element")
    }
    let failed = diagnostics.contains { $0.severity == .error }
    return MDXPolicyFileResult(
      policies: failed ? nil : MDXPolicies(values), diagnostics: diagnostics)
  }

  /// Reads the policies inside `<Policies>`.
  private static func read(
    _ policies: XMLElement, path: String, custom: Set<String>, alone: Bool,
    into values: inout [String: String],
    _ report: (Diagnostic.Severity, Int, String, String) -> Void
  ) {
    if !policies.text.trimmingWhitespace().isEmpty {
      report(
        .error, policies.line, path, "text directly inside <Policies>; each policy is an element")
    }
    var lines: [String: Int] = [:]
    let suggestions = KeySuggestion.Candidates(MDXPolicyKey.allCases.map(\.rawValue))
    var unknown = 0
    for policy in policies.children {
      let keyPath = "\(path).\(Excerpt.of(policy.name))"
      if custom.contains(policy.name), policy.children.isEmpty {
        values[policy.name] = policy.text.trimmingWhitespace()
        continue
      }
      guard let key = MDXPolicyKey(rawValue: policy.name) else {
        // Past `mostHinted`, no more time is spent on hints.
        unknown += 1
        let hint =
          unknown <= KeySuggestion.mostHinted
          ? suggestions.closest(to: policy.name).map { "; did you mean \($0)?" } : nil
        // Checked alone, a key close to a known one is a typo; any other may be a custom
        // policy of the scenario that reads the file, which only that scenario can tell.
        if alone, hint == nil {
          report(
            .warning, policy.line, keyPath,
            "unknown policy key" + (hint ?? "")
              + "; if a scenario declares it in customPolicies, check the scenario")
        } else {
          report(.error, policy.line, keyPath, "unknown policy key" + (hint ?? ""))
        }
        continue
      }
      guard policy.children.isEmpty else {
        report(.error, policy.line, keyPath, "a policy holds a value, not elements")
        continue
      }
      guard let value = key.kind.normalised(policy.text) else {
        report(
          .error, policy.line, keyPath,
          "malformed value '\(Excerpt.of(policy.text.trimmingWhitespace()))'; expected \(key.kind.expectation)"
        )
        continue
      }
      if let first = lines[key.rawValue] {
        report(
          .warning, policy.line, keyPath, "set again (first on line \(first)); the last one counts")
      }
      lines[key.rawValue] = policy.line
      values[key.rawValue] = value
    }
  }
}
