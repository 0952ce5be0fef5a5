import FoundationEssentials

/// Reads an app's `.entitlements` file (an XML or binary property list) for the integration check.
///
/// Total like every reader of a user's file: the plist readers' limits on size and depth, and
/// each problem a diagnostic at its `file:line`. The entitlements the check uses must be arrays
/// of strings; anything else is reported, not guessed at.
public enum EntitlementsLoader {
  /// The entitlements whose form the loader checks: arrays of strings.
  static let stringArrays = ["keychain-access-groups", "com.apple.security.application-groups"]

  /// What loading gave: the document when it could be read, and its problems.
  public struct Result: Equatable, Sendable {
    /// The entitlements, nil when the file is not a dictionary property list.
    public var document: PlistDocument?
    /// The problems found.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(document: PlistDocument?, diagnostics: [Diagnostic]) {
      self.document = document
      self.diagnostics = diagnostics
    }
  }

  /// Reads the entitlements at `path`.
  public static func load(path: String) -> Result {
    check(PlistDocument.load(path: path))
  }

  /// Reads entitlements bytes; `file` names them in diagnostics.
  public static func load(data: Data, file: String) -> Result {
    check(PlistDocument.read(data: data, file: file))
  }

  private static func check(_ read: Swift.Result<PlistDocument, Diagnostic>) -> Result {
    let document: PlistDocument
    switch read {
    case .success(let found): document = found
    case .failure(let problem): return Result(document: nil, diagnostics: [problem])
    }
    guard document.root.entries != nil else {
      let problem = Diagnostic(
        .error, file: document.file, line: document.root.line, keyPath: "",
        message: "entitlements are a dictionary, and this property list holds "
          + document.root.kindName)
      return Result(document: nil, diagnostics: [problem])
    }
    var diagnostics = document.warnings
    for key in stringArrays {
      guard let entry = document.root.entry(key) else { continue }
      guard let elements = entry.value.elements else {
        diagnostics.append(
          Diagnostic(
            .error, file: document.file, line: entry.keyLine, keyPath: key,
            message: "must be an array of strings, not \(entry.value.kindName)"))
        continue
      }
      for (index, element) in elements.enumerated() where element.string == nil {
        diagnostics.append(
          Diagnostic(
            .error, file: document.file, line: element.line ?? entry.keyLine,
            keyPath: "\(key)[\(index)]",
            message: "must be a string naming a group, not \(element.kindName)"))
      }
    }
    return Result(document: document, diagnostics: diagnostics)
  }
}
