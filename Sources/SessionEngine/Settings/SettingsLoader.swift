import FoundationEssentials

/// Reads IntuneMAMSettings from an Info.plist or a bare settings plist, XML or binary.
///
/// An Info.plist (a top-level `IntuneMAMSettings` or `CFBundleIdentifier` key) gives its
/// `IntuneMAMSettings` dictionary; any other top-level dictionary is taken as the settings
/// themselves. The result is validated. No input makes it crash or hang: every problem becomes a
/// diagnostic. XML is read by `PlistXMLScanner` and binary by `BinaryPlistReader`, both ours, for
/// `check` and `run` alike.
public enum SettingsLoader {
  /// The Info.plist key that holds the settings.
  public static let infoPlistKey = "IntuneMAMSettings"

  /// Reads the plist at `path`.
  public static func load(path: String) -> SettingsLoadResult {
    let data: Data
    switch BoundedFile.contents(of: path) {
    case .success(let bytes): data = bytes
    case .failure(let failure):
      return SettingsLoadResult(
        settings: nil,
        diagnostics: [Diagnostic(.error, file: path, keyPath: "", message: failure.description)])
    }
    return load(data: data, file: path)
  }

  /// Reads plist bytes; `file` is the name used in diagnostics.
  public static func load(data: Data, file: String) -> SettingsLoadResult {
    func failure(_ message: String, line: Int? = nil, keyPath: String = "") -> SettingsLoadResult {
      SettingsLoadResult(
        settings: nil,
        diagnostics: [
          Diagnostic(.error, file: file, line: line, keyPath: keyPath, message: message)
        ]
      )
    }
    let parsed: PlistDocument.Parsed
    switch PlistDocument.parse(data: data, file: file) {
    case .success(let read): parsed = read
    case .failure(let problem):
      return SettingsLoadResult(settings: nil, diagnostics: [problem])
    }
    let top = parsed.value
    guard let members = top.objectMembers else {
      return failure("the property list holds \(top.kindName), not a dictionary of settings")
    }
    let keyLines = parsed.document.keys
    let settingsValue: JSONValue
    let keyDepth: [String]
    var lines = JSONLines()
    lines.reserveCapacity(keyLines.count + 1)
    if let nested = members[infoPlistKey] {
      guard nested.objectMembers != nil else {
        let line = keyLines.last { $0.path == [infoPlistKey] }?.line
        let kind = textKinds(in: parsed.document, under: [])[infoPlistKey] ?? nested.kindName
        return failure(
          "IntuneMAMSettings must be a dictionary but is \(kind)", line: line,
          keyPath: infoPlistKey)
      }
      settingsValue = nested
      keyDepth = [infoPlistKey]
      if let line = keyLines.last(where: { $0.path == [infoPlistKey] })?.line {
        lines.add("", line: line)
      }
    } else if members["CFBundleIdentifier"] != nil {
      return failure(
        "this Info.plist has no IntuneMAMSettings dictionary, so the app declares no MAM settings")
    } else {
      settingsValue = top
      keyDepth = []
      if let line = parsed.document.root.line { lines.add("", line: line) }
    }
    // A key written twice has the line of its last value, the one read (a later add wins).
    for entry in keyLines where entry.path.count == keyDepth.count + 1 {
      if Array(entry.path.dropLast()) == keyDepth, let name = entry.path.last {
        lines.add(name, line: entry.line)
      }
    }
    // An array's elements by index, as `name[index]`.
    let settingsNode = keyDepth.isEmpty ? parsed.document.root : parsed.document.root[infoPlistKey]
    for entry in settingsNode?.entries ?? [] {
      for (index, element) in (entry.value.elements ?? []).enumerated() {
        if let line = element.line { lines.add("\(entry.key)[\(index)]", line: line) }
      }
    }
    let (settings, decodeDiagnostics) = MAMSettings.decode(
      settingsValue, file: file, keyPath: infoPlistKey, lines: lines,
      textKinds: textKinds(in: parsed.document, under: keyDepth))
    let checks = SettingsValidator.validate(
      settings, file: file, lines: lines, keyPath: infoPlistKey,
      present: Set(settingsValue.objectMembers?.keys ?? []))
    // An Info.plist also says which app it is.
    let isInfoPlist = !keyDepth.isEmpty
    var identity: [Diagnostic] = []
    if isInfoPlist, let bundleId = members["CFBundleIdentifier"]?.stringValue,
      let problem = bundleIdProblem(bundleId)
    {
      let line = keyLines.last { $0.path == ["CFBundleIdentifier"] }?.line
      identity.append(
        Diagnostic(.error, file: file, line: line, keyPath: "CFBundleIdentifier", message: problem))
    }
    return SettingsLoadResult(
      settings: settings,
      diagnostics: inLineOrder(
        parsed.document.warnings + identity + decodeDiagnostics + checks),
      bundleId: isInfoPlist ? members["CFBundleIdentifier"]?.stringValue : nil,
      appName: isInfoPlist
        ? (members["CFBundleDisplayName"] ?? members["CFBundleName"])?.stringValue : nil,
      appVersion: isInfoPlist ? members["CFBundleShortVersionString"]?.stringValue : nil,
      ruleDiagnostics: checks)
  }

  /// Why `bundleId` is not a bundle identifier as Xcode takes one — letters, digits, `-` and
  /// `.`, not empty, with no empty part (`com..x`, a dot at either end) — or nil when it is (or
  /// is a build setting such as `$(PRODUCT_BUNDLE_IDENTIFIER)`, which Xcode fills in).
  static func bundleIdProblem(_ bundleId: String) -> String? {
    if bundleId.hasPrefix("$(") || bundleId.hasPrefix("${") { return nil }
    let allowed = bundleId.unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ".")
    }
    let parts = bundleId.split(separator: ".", omittingEmptySubsequences: false)
    guard !allowed || parts.contains(where: \.isEmpty) else { return nil }
    return "\"\(Excerpt.of(bundleId))\" is not a bundle identifier (letters, digits, - and ., "
      + "in parts between dots, such as com.contoso.notes); Xcode refuses it, and mamsim would "
      + "install it as an app of its own"
  }

  /// What the file wrote for each member of the dictionary at `path` that the plain value holds
  /// as text but is a date or data ("a date", "data"), by key, from the document's tree (XML and
  /// binary alike; a repeated key counts by its last value, the one read).
  private static func textKinds(in document: PlistDocument, under path: [String])
    -> [String: String]
  {
    var node: PlistNode? = document.root
    for key in path { node = node?[key] }
    var kinds: [String: String] = [:]
    for entry in node?.entries ?? [] {
      switch entry.value.value {
      case .date, .data: kinds[entry.key] = entry.value.kindName
      default: kinds[entry.key] = nil
      }
    }
    return kinds
  }

  /// Diagnostics with a line first, by line; the others after them, in their original order.
  private static func inLineOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { lhs, rhs in
      switch (lhs.element.line, rhs.element.line) {
      case (let left?, let right?) where left != right: left < right
      case (.some, nil): true
      case (nil, .some): false
      default: lhs.offset < rhs.offset
      }
    }.map(\.element)
  }
}
