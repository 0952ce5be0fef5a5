import FoundationEssentials

/// What kind of file `mamsim check` is looking at, from its extension or else its first bytes.
enum CheckedFileKind: Equatable, Sendable {
  /// A scenario JSON file.
  case scenario
  /// A settings plist or an app's Info.plist.
  case settings
  /// A tape.
  case tape
  /// A String Catalog (`.xcstrings`) of mamsim's sentences.
  case catalog

  /// The kind `path`'s extension names (ignoring case), or nil for any other extension.
  static func fromExtension(of path: String) -> CheckedFileKind? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    switch name[name.index(after: dot)...].lowercased() {
    case "json": return .scenario
    case "plist": return .settings
    case "tape": return .tape
    case "xcstrings": return .catalog
    default: return nil
    }
  }

  /// The kind the content looks like: `{` is a scenario, `<?xml`, `<!DOCTYPE plist`, `<plist` or
  /// `bplist` a property list, anything else a tape. Leading white space and a byte-order mark are
  /// skipped.
  static func sniff(_ data: Data) -> CheckedFileKind {
    if data.starts(with: Array("bplist".utf8)) { return .settings }
    var bytes = data[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let start = bytes.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    if start.first == UInt8(ascii: "{") { return .scenario }
    let prefixes = ["<?xml", "<!DOCTYPE plist", "<plist"]
    if prefixes.contains(where: { start.starts(with: Array($0.utf8)) }) { return .settings }
    return .tape
  }
}
