extension IntegrationChecker {
  /// The Info.plist key of the schemes the app may ask `canOpenURL` about.
  static let queriesKey = "LSApplicationQueriesSchemes"

  /// Twins, the SDK's list and the mailto companion in `LSApplicationQueriesSchemes`.
  mutating func checkQueriedSchemes(_ info: PlistDocument) {
    let file = info.file
    let key = Self.queriesKey
    let node = info.root[key]
    if let node, node.elements == nil {
      add(
        IntegrationFinding(
          .sdkQueryScheme, .wrong, file: file, line: info.root.entry(key)?.keyLine,
          keyPath: key,
          message: "LSApplicationQueriesSchemes must be an array of schemes, not \(node.kindName)"))
      return
    }
    let elements = node?.elements ?? []
    let queried = elements.map { $0.string ?? "" }
    let limit = IntuneURLSchemes.queryLimit(linkedSDK: input.linkedSDK)
    let additions = IntuneURLSchemes.queryAdditions(queried, limit: limit)
    let arrayLine = info.root.entry(key)?.keyLine ?? info.root.line
    func lines(_ schemes: [String]) -> [String] {
      node == nil
        ? ["<key>\(key)</key>", "<array>"] + schemes.map(Self.stringLine) + ["</array>"]
        : schemes.map(Self.stringLine)
    }
    for addition in additions where addition.kind != .sdkQueryScheme {
      let line = addition.forIndex.flatMap { elements[$0].line } ?? arrayLine
      var message =
        addition.kind == .mailtoOutlook
        ? "the app queries mailto, so it must also list \"\(addition.scheme)\" for mail to "
          + "go to a managed Outlook"
        : "\"\(queried[addition.forIndex ?? 0])\" is queried without its twin "
          + "\"\(addition.scheme)\": while a policy applies, canOpenURL may answer wrongly for it"
      if !addition.fitsLimit {
        message +=
          "; the twin would not fit within the \(limit ?? 0) schemes iOS \(input.linkedSDK) "
          + "allows, so if that app carries the SDK, ask IntuneMAMPolicy.isURLAllowed(_:"
          + "isKnownManagedAppScheme: true) first, then canOpenURL under the empty identity"
      }
      add(
        IntegrationFinding(
          addition.kind, .missing, severity: addition.fitsLimit ? .error : .warning, file: file,
          line: line, keyPath: key, message: message,
          addLines: lines([addition.scheme]), subject: addition.scheme))
    }
    let sdk = additions.filter { $0.kind == .sdkQueryScheme }.map(\.scheme)
    if !sdk.isEmpty {
      add(
        IntegrationFinding(
          .sdkQueryScheme, .missing, file: file, line: arrayLine, keyPath: key,
          message: "\(sdk.count) of the \(IntuneURLSchemes.sdkQueried.count) schemes the SDK "
            + "itself queries are not listed: " + sdk.joined(separator: ", "),
          addLines: lines(sdk), subject: sdk.first))
    }
    for kind in [IntegrationCheckKind.queriedSchemeTwin, .sdkQueryScheme, .mailtoOutlook]
    where !additions.contains(where: { $0.kind == kind }) {
      let message =
        switch kind {
        case .queriedSchemeTwin: "every queried scheme has its -intunemam twin"
        case .sdkQueryScheme: "the SDK's own schemes are all listed"
        default: "mailto is not queried, or ms-outlook-intunemam is listed with it"
        }
      add(
        IntegrationFinding(kind, .pass, file: file, line: arrayLine, keyPath: key, message: message)
      )
    }
  }

  /// The number of queried schemes against Apple's limit for the linked SDK.
  mutating func checkQueryLimit(_ info: PlistDocument) {
    let file = info.file
    let key = Self.queriesKey
    guard let limit = IntuneURLSchemes.queryLimit(linkedSDK: input.linkedSDK) else { return }
    let elements = info.root[key]?.elements ?? []
    let line = info.root.entry(key)?.keyLine ?? info.root.line
    guard elements.count > limit else {
      add(
        IntegrationFinding(
          .queryLimit, .pass, file: file, line: line, keyPath: key,
          message: "\(elements.count) queried schemes, within the \(limit) allowed when linked "
            + "against iOS \(input.linkedSDK)"))
      return
    }
    let twins = elements.compactMap(\.string).filter {
      $0.lowercased().hasSuffix(IntuneURLSchemes.twinSuffix)
        && !IntuneURLSchemes.sdkQueried.contains($0.lowercased())
        && $0.lowercased() != IntuneURLSchemes.mailtoCompanion
    }
    let excess = elements.count - limit
    let past = elements[limit...].compactMap(\.string)
    add(
      IntegrationFinding(
        .queryLimit, .wrong, file: file, line: elements[limit].line ?? line, keyPath: key,
        message: "\(elements.count) queried schemes, \(excess) more than the \(limit) iOS "
          + "\(input.linkedSDK) allows: canOpenURL answers no for "
          + past.map { "\"\($0)\"" }.joined(separator: ", ")
          + ". Drop \(excess) of the twins of apps known to carry the SDK ("
          + twins.suffix(excess).map { "\"\($0)\"" }.joined(separator: ", ")
          + ") and ask IntuneMAMPolicy.isURLAllowed(_:isKnownManagedAppScheme: true) before "
          + "canOpenURL for those apps instead",
        subject: past.first))
  }

  /// Twins and validity of the app's own `CFBundleURLTypes` schemes.
  mutating func checkURLSchemes(_ info: PlistDocument) {
    let file = info.file
    guard let types = info.root["CFBundleURLTypes"]?.elements else { return }
    var problems = 0
    for (typeIndex, type) in types.enumerated() {
      guard let schemesNode = type["CFBundleURLSchemes"], let elements = schemesNode.elements
      else { continue }
      let keyPath = "CFBundleURLTypes[\(typeIndex)].CFBundleURLSchemes"
      let schemes = elements.map { $0.string ?? "" }
      for (index, element) in elements.enumerated()
      where !IntuneURLSchemes.isScheme(schemes[index]) {
        problems += 1
        add(
          IntegrationFinding(
            .invalidURLScheme, .wrong, file: file, line: element.line, keyPath: keyPath,
            message: "\"\(schemes[index])\" is not a URL scheme (a letter, then letters, digits, "
              + "+, - or .): App Store validation rejects the upload (error 409); list the "
              + "scheme alone, such as the part before ://, and give it no -intunemam twin",
            subject: schemes[index]))
      }
      for addition in IntuneURLSchemes.urlTwinAdditions(schemes) {
        problems += 1
        let scheme = schemes[addition.forIndex ?? 0]
        add(
          IntegrationFinding(
            .urlSchemeTwin, .missing, file: file,
            line: addition.forIndex.flatMap { elements[$0].line } ?? schemesNode.line,
            keyPath: keyPath,
            message: "the app's scheme \"\(scheme)\" has no twin \"\(addition.scheme)\": a "
              + "managed app that may send org data only to managed apps cannot open this one",
            addLines: [Self.stringLine(addition.scheme)], subject: addition.scheme))
      }
    }
    if problems == 0 {
      add(
        IntegrationFinding(
          .urlSchemeTwin, .pass, file: file,
          line: info.root.entry("CFBundleURLTypes")?.keyLine, keyPath: "CFBundleURLTypes",
          message: "every URL scheme of the app is valid and has its -intunemam twin"))
    }
  }
}
