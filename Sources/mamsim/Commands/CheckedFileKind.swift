import FoundationEssentials
import SessionEngine

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
  /// An MDX policy file (`MobileAppPolicies`, or a `default_policies.xml`).
  case mdxPolicies
  /// An app's `.entitlements` file, checked against the integration steps.
  case entitlements

  /// The kind `path`'s extension names (ignoring case), or nil for any other extension: the
  /// text after the last dot of the path's last non-empty part, unless that dot starts it.
  static func fromExtension(of path: String) -> CheckedFileKind? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    switch name[name.index(after: dot)...].lowercased() {
    case "json": return .scenario
    case "plist": return .settings
    case "tape": return .tape
    case "xcstrings": return .catalog
    case "entitlements": return .entitlements
    default: return nil
    }
  }

  /// Whether `path`'s extension is `.xml` (ignoring case): such a file is never a tape.
  static func isXMLName(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.lowercased().hasSuffix(".xml") && name.count > 4
  }

  /// The kind the content looks like: `{` is a scenario; `bplist`, `<!DOCTYPE plist`, `<plist` or
  /// XML whose first element is `<plist>` a property list; other XML (such as
  /// `<MobileAppPolicies>`, after a comment or a `<!DOCTYPE>` too) an MDX policy file; anything
  /// else a tape. Leading white space and a
  /// byte-order mark are skipped. A file in UTF-16 is looked at as the text it holds, so that
  /// its own reader says it is not UTF-8.
  static func sniff(_ data: Data) -> CheckedFileKind {
    if let text = utf16Text(data.prefix(8192)) { return sniff(Data(text.utf8)) }
    if data.starts(with: Array("bplist".utf8)) { return .settings }
    var bytes = data[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let start = bytes.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    if start.first == UInt8(ascii: "{") { return .scenario }
    if start.starts(with: Array("<MobileAppPolicies".utf8)) { return .mdxPolicies }
    let prefixes = ["<!DOCTYPE plist", "<plist"]
    if prefixes.contains(where: { start.starts(with: Array($0.utf8)) }) { return .settings }
    guard start.first == UInt8(ascii: "<") else { return .tape }
    // XML: a declaration, a comment or a DOCTYPE may come before the first element.
    return firstElement(in: Array(start.prefix(4096))).map {
      $0 == "plist" ? .settings : .mdxPolicies
    }
      ?? .settings
  }

  /// The text of `bytes` when they are UTF-16 (as `UTF8Text.isUTF16` tells: a byte-order mark,
  /// or a NUL next to the first character as ASCII text has in UTF-16, `<` written 3C 00).
  private static func utf16Text(_ bytes: Data) -> String? {
    guard UTF8Text.isUTF16(bytes) else { return nil }
    let head = Array(bytes.prefix(2))
    let bigEndian = head == [0xFE, 0xFF] || (head[0] == 0 && head[1] != 0)
    let pairs = stride(from: 0, to: bytes.count - 1, by: 2).map { offset in
      let first = UInt16(bytes[bytes.startIndex + offset])
      let second = UInt16(bytes[bytes.startIndex + offset + 1])
      return bigEndian ? first << 8 | second : second << 8 | first
    }
    let text = String(decoding: pairs, as: UTF16.self)
    return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
  }

  /// The name of the first element of an XML text, skipping declarations and comments; nil when
  /// none starts in `bytes`.
  private static func firstElement(in bytes: [UInt8]) -> String? {
    var index = 0
    while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
      let next = open + 1 < bytes.count ? bytes[open + 1] : 0
      if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
        let closing: [UInt8] =
          bytes[open...].starts(with: Array("<!--".utf8)) ? Array("-->".utf8) : [UInt8(ascii: ">")]
        guard let range = bytes[(open + 2)...].firstRange(of: closing) else { return nil }
        index = range.upperBound
        continue
      }
      let name = bytes[(open + 1)...].prefix { ![0x20, 0x09, 0x0A, 0x0D, 0x2F, 0x3E].contains($0) }
      return String(decoding: name, as: UTF8.self)
    }
    return nil
  }
}
