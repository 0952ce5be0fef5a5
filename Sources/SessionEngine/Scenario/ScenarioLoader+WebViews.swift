extension ScenarioLoader {
  /// Reads `app.webViews`: every view's page, policy and URL rule, each problem with its line.
  static func decodeWebViews(_ items: [JSONValue], _ parent: inout FieldReader)
    -> [WebViewDescription]
  {
    if items.count > WebViewDescription.maximumCount {
      parent.report(
        .error, "webViews",
        "holds \(items.count) web views; at most \(WebViewDescription.maximumCount) are allowed")
      return []
    }
    var views: [WebViewDescription] = []
    var names: Set<String> = []
    for (index, item) in items.enumerated() {
      let path = "app.webViews[\(index)]"
      var reader = nested(item, path, parent)
      let name = reader.require("name", reader.string("name"))
      if let name {
        if name.isEmpty || name.count > 24 {
          reader.report(.error, "name", "must be 1 to 24 characters long")
        } else if !names.insert(name.lowercased()).inserted {
          reader.report(.error, "name", "\"\(name)\" names another web view too")
        }
      }
      let title = reader.string("title") ?? name ?? ""
      let text = reader.string("text") ?? ""
      if text.count > WebViewDescription.maximumTextLength {
        reader.report(
          .error, "text",
          "is \(text.count) characters long; at most \(WebViewDescription.maximumTextLength)")
      }
      var policy = WebViewPolicy.unset
      if let word = reader.string("policy") {
        if let known = WebViewPolicy(name: word) {
          policy = known
        } else {
          let allowed = WebViewPolicy.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
          reader.report(.error, "policy", "\"\(word)\" is not a web-view policy; use \(allowed)")
        }
      }
      let pasteField = reader.bool("pasteField") ?? true
      let links = decodeLinks(reader.array("links") ?? [], path: path, &reader)
      var internalPrefixes: [String]?
      if let rule = reader.raw("isExternalURL") {
        var ruleReader = nested(rule, "\(path).isExternalURL", reader)
        let prefixes = ruleReader.require(
          "internalPrefixes", ruleReader.strings("internalPrefixes"))
        for (position, prefix) in (prefixes ?? []).enumerated()
        where LinkRequest(url: prefix).scheme == nil || !prefix.contains("://") {
          ruleReader.report(
            .error, "internalPrefixes[\(position)]",
            "\"\(prefix)\" is not a URL prefix such as https://contoso.sharepoint.com/")
        }
        ruleReader.finish()
        reader.absorb(ruleReader.diagnostics)
        internalPrefixes = prefixes ?? []
      }
      reader.finish()
      parent.absorb(reader.diagnostics)
      guard let name else { continue }
      views.append(
        WebViewDescription(
          name: name, title: title, text: text, links: links, pasteField: pasteField,
          policy: policy, internalPrefixes: internalPrefixes))
    }
    return views
  }

  /// Reads one page's links; a URL without a scheme is an error.
  private static func decodeLinks(_ items: [JSONValue], path: String, _ parent: inout FieldReader)
    -> [WebLink]
  {
    if items.count > WebViewDescription.maximumLinks {
      parent.report(
        .error, "links",
        "holds \(items.count) links; at most \(WebViewDescription.maximumLinks) are allowed")
      return []
    }
    return items.enumerated().compactMap { index, item in
      var reader = nested(item, "\(path).links[\(index)]", parent)
      let text = reader.require("text", reader.string("text"))
      let url = reader.require("url", reader.string("url"))
      if let url, LinkRequest(url: url).scheme == nil {
        reader.report(.error, "url", "\"\(url)\" is not a URL: it needs a scheme such as https:")
      }
      reader.finish()
      parent.absorb(reader.diagnostics)
      guard let text, let url else { return nil }
      return WebLink(text: text, url: url)
    }
  }
}
