import FoundationEssentials

/// Adds to an Info.plist what the SDK's configurator adds: the `-intunemam` twins of queried
/// schemes, the SDK's own queried schemes, and the twins of the app's valid URL schemes.
///
/// It adds the least that is needed and nothing when nothing is missing, so a second run
/// changes no byte. An XML input keeps every byte it had: the new lines are inserted beside the
/// members already there, indented like them. A binary input is written out as XML. The result
/// is read back and compared with the intended tree before it is offered for writing.
public enum IntegrationConfigurator {
  /// Why an Info.plist cannot be configured, as a value `IntegrationText` words.
  public enum Refusal: Error, Equatable, Sendable {
    /// The top of the property list is not a dictionary (it holds `kind`).
    case notADictionary(kind: String)
    /// An XML file that is not UTF-8 cannot be edited as text.
    case notUTF8
    /// The file's layout could not be followed to place the new lines.
    case layoutLost
    /// The edited file would not read back as the additions meant.
    case readBackDiffers
    /// A binary Info.plist holds, at `keyPath`, a control character XML cannot hold (`U+000B`,
    /// named as `character`), so it cannot be written out as XML.
    case notXMLText(keyPath: String, character: String)
    /// The file is an app's entitlements, not its Info.plist (the options look swapped).
    case entitlementsFile
  }

  /// Whether `document` is an entitlements file rather than an Info.plist: named
  /// `.entitlements`, or with entitlement keys (`keychain-access-groups`, `com.apple.…`) and
  /// no `CFBundle…` key.
  public static func isEntitlements(_ document: PlistDocument) -> Bool {
    if document.file.lowercased().hasSuffix(".entitlements") { return true }
    guard let keys = document.root.entries?.map(\.key) else { return false }
    if keys.contains(where: { $0.hasPrefix("CFBundle") }) { return false }
    return keys.contains {
      $0 == "keychain-access-groups" || $0 == "application-identifier"
        || $0 == "aps-environment" || $0.hasPrefix("com.apple.security.")
        || $0.hasPrefix("com.apple.developer.")
    }
  }

  /// The configured Info.plist for `info`.
  /// Twins of queried schemes that would pass Apple's limit for `linkedSDK` are left out.
  public static func configure(
    _ info: PlistDocument, linkedSDK: Int = IntuneURLSchemes.defaultLinkedSDK
  ) -> Result<ConfigureOutcome, Refusal> {
    let limit = IntuneURLSchemes.queryLimit(linkedSDK: linkedSDK)
    guard var entries = info.root.entries else {
      return .failure(.notADictionary(kind: info.root.kindName))
    }
    if isEntitlements(info) { return .failure(.entitlementsFile) }
    if !info.isBinary, String(validating: info.bytes, as: UTF8.self) == nil {
      return .failure(.notUTF8)
    }
    let newline = info.bytes.firstRange(of: Array("\r\n".utf8)) == nil ? "\n" : "\r\n"
    let unit = indentUnit(info)
    var edits: [PlistTextEdit] = []
    var planned: [(keyPath: String, value: String, kind: IntegrationCheckKind)] = []
    var leftOut: [String] = []
    var notEdited: [String] = []
    func line(_ scheme: String) -> String { IntegrationChecker.stringLine(scheme) }
    /// Appends `schemes` to the array `node` holding `elements`: an edit of the user's XML
    /// (none for a binary plist, which is written whole), and the array as it will read back.
    /// Nil when the edit cannot keep the file's layout.
    func appending(_ schemes: [String], to node: PlistNode, elements: [PlistNode])
      -> PlistNode.Value?
    {
      if !info.isBinary {
        guard
          let edit = PlistTextEdit.appending(
            schemes.map { (0, line($0)) }, to: node, in: info.bytes, unit: unit, newline: newline)
        else { return nil }
        edits.append(edit)
      }
      return .array(elements + schemes.map { PlistNode(.string($0)) })
    }

    // LSApplicationQueriesSchemes: into the array, or a new key at the end of the dictionary.
    let queriesKey = IntegrationChecker.queriesKey
    if let index = entries.lastIndex(where: { $0.key == queriesKey }) {
      let node = entries[index].value
      if let elements = node.elements {
        let all = IntuneURLSchemes.queryAdditions(elements.map { $0.string ?? "" }, limit: limit)
        leftOut = all.filter { !$0.fitsLimit }.map(\.scheme)
        let additions = all.filter(\.fitsLimit)
        if !additions.isEmpty {
          guard let array = appending(additions.map(\.scheme), to: node, elements: elements)
          else { return .failure(.layoutLost) }
          entries[index].value.value = array
          planned += additions.map { (queriesKey, $0.scheme, $0.kind) }
        }
      } else {
        notEdited.append(queriesKey)
      }
    } else {
      let additions = IntuneURLSchemes.queryAdditions([])
      if !info.isBinary {
        let lines =
          [(0, "<key>\(queriesKey)</key>"), (0, "<array>")] + additions.map { (1, line($0.scheme)) }
          + [(0, "</array>")]
        guard
          let edit = PlistTextEdit.appending(
            lines, to: info.root, in: info.bytes, unit: unit, newline: newline)
        else { return .failure(.layoutLost) }
        edits.append(edit)
      }
      entries.append(
        PlistEntry(
          key: queriesKey, value: PlistNode(.array(additions.map { PlistNode(.string($0.scheme)) }))
        ))
      planned += additions.map { (queriesKey, $0.scheme, $0.kind) }
    }

    // The twins of the app's own URL schemes, each in its own CFBundleURLSchemes array.
    // A value of another type than the one added to is left as it is, named in `notEdited`.
    if let typesIndex = entries.lastIndex(where: { $0.key == "CFBundleURLTypes" }),
      entries[typesIndex].value.elements == nil
    {
      notEdited.append("CFBundleURLTypes")
    } else if let typesIndex = entries.lastIndex(where: { $0.key == "CFBundleURLTypes" }),
      var types = entries[typesIndex].value.elements
    {
      // A twin registered in any entry counts: iOS registers every entry's schemes.
      let twins = IntuneURLSchemes.urlTwinAdditions(
        byType: types.map { type in
          type.entries?.last { $0.key == "CFBundleURLSchemes" }?.value.elements?.map {
            $0.string ?? ""
          } ?? []
        })
      for typeIndex in types.indices {
        guard var typeEntries = types[typeIndex].entries else {
          notEdited.append("CFBundleURLTypes[\(typeIndex)]")
          continue
        }
        guard let schemesIndex = typeEntries.lastIndex(where: { $0.key == "CFBundleURLSchemes" })
        else { continue }
        guard let elements = typeEntries[schemesIndex].value.elements else {
          notEdited.append("CFBundleURLTypes[\(typeIndex)].CFBundleURLSchemes")
          continue
        }
        let node = typeEntries[schemesIndex].value
        let additions = twins[typeIndex]
        guard !additions.isEmpty else { continue }
        guard let array = appending(additions.map(\.scheme), to: node, elements: elements)
        else { return .failure(.layoutLost) }
        typeEntries[schemesIndex].value.value = array
        types[typeIndex].value = .dictionary(typeEntries)
        let keyPath = "CFBundleURLTypes[\(typeIndex)].CFBundleURLSchemes"
        planned += additions.map { (keyPath, $0.scheme, $0.kind) }
      }
      entries[typesIndex].value.value = .array(types)
    }

    guard !planned.isEmpty || info.isBinary else {
      return .success(
        ConfigureOutcome(
          bytes: info.bytes, additions: [], document: info, leftOut: leftOut, limit: limit,
          notEdited: notEdited))
    }
    let intended = PlistNode(.dictionary(entries))
    if info.isBinary, let (keyPath, character) = PlistXMLWriter.unwritable(in: intended) {
      return .failure(.notXMLText(keyPath: keyPath, character: character))
    }
    let bytes =
      info.isBinary
      ? Array(PlistXMLWriter.document(intended).utf8) : PlistTextEdit.apply(edits, to: info.bytes)
    guard case .success(let written) = PlistDocument.read(data: Data(bytes), file: info.file),
      written.root.jsonValue == intended.jsonValue
    else {
      return .failure(
        .readBackDiffers)
    }
    let additions = planned.map { plan in
      ConfigureAddition(
        keyPath: plan.keyPath, value: plan.value, kind: plan.kind,
        line: lineOf(plan.value, at: plan.keyPath, in: written.root))
    }
    return .success(
      ConfigureOutcome(
        bytes: bytes, additions: additions, document: written, leftOut: leftOut, limit: limit,
        notEdited: notEdited))
  }

  /// The indentation one level adds in the file: the first key's, else a tab.
  private static func indentUnit(_ info: PlistDocument) -> String {
    guard let start = info.root.entries?.first?.keyStart,
      let indent = PlistTextEdit.indentation(before: start, in: info.bytes)?.text,
      !indent.isEmpty
    else { return "\t" }
    return indent
  }

  /// The line of the string `value` in the array at `keyPath` of `root`.
  private static func lineOf(_ value: String, at keyPath: String, in root: PlistNode) -> Int? {
    var node: PlistNode? = root
    if keyPath.hasPrefix("CFBundleURLTypes["), let close = keyPath.firstIndex(of: "]"),
      let index = Int(keyPath[keyPath.index(keyPath.startIndex, offsetBy: 17)..<close])
    {
      let types = root["CFBundleURLTypes"]?.elements ?? []
      node = index < types.count ? types[index]["CFBundleURLSchemes"] : nil
    } else {
      node = root[keyPath]
    }
    return node?.elements?.last { $0.string == value }?.line
  }
}
