/// The demos' spec files.
enum DemoSpecs {
    static let sections = """
        {
          "layout": "flow",
          "flow": {
            "itemSize": { "width": 80, "height": 60 },
            "sectionInset": { "top": 10, "left": 10, "bottom": 10, "right": 10 },
            "headerReferenceSize": { "width": 0, "height": 24 }
          },
          "background": { "cover": "section" },
          "sections": [
            { "title": "Section 1 · green", "items": 8, "background": { "color": "green" } },
            { "title": "Section 2 · cyan", "items": 4, "background": { "color": "cyan" } },
            { "title": "Section 3 · blue", "items": 8, "background": { "color": "blue" } },
            { "title": "Section 4 · purple", "items": 4, "background": { "color": "purple" } }
          ]
        }
        """

    static let cards = """
        {
          "layout": "flow",
          "backgroundColor": "systemGroupedBackground",
          "flow": {
            "itemSize": { "width": 100, "height": 100 },
            "sectionInset": { "top": 0, "left": 36, "bottom": 12, "right": 36 },
            "headerReferenceSize": { "width": 0, "height": 50 },
            "footerReferenceSize": { "width": 0, "height": 4 }
          },
          "background": {
            "cover": "section", "includeHeader": true, "includeFooter": true,
            "margin": { "top": 16, "left": 20, "bottom": 0, "right": 20 },
            "color": "white", "cornerRadius": 12
          },
          "sections": [
            { "title": "第1组", "items": 5 },
            { "title": "第2组", "items": 5 },
            { "title": "第3组", "items": 5 },
            { "title": "第4组", "items": 5 }
          ]
        }
        """

    static let shadow = """
        {
          "layout": "flow",
          "backgroundColor": "systemGray5",
          "flow": {
            "itemSize": { "width": 70, "height": 70 },
            "minimumLineSpacing": 8, "minimumInteritemSpacing": 8,
            "sectionInset": { "top": 24, "left": 24, "bottom": 24, "right": 24 },
            "headerReferenceSize": { "width": 0, "height": 28 }
          },
          "background": {
            "cover": "items", "margin": { "top": -8, "left": -8, "bottom": -8, "right": -8 },
            "color": "white", "cornerRadius": 10,
            "shadow": { "color": "black", "offset": { "width": 0, "height": 6 }, "radius": 10, "opacity": 0.3 }
          },
          "sections": [
            { "title": "Recent", "items": 6 },
            { "title": "Favourites", "items": 3, "background": { "color": "systemYellow" } },
            { "title": "Shared", "itemSizes": [
              { "width": 150, "height": 70 }, { "width": 70, "height": 70 }, { "width": 70, "height": 40 },
              { "width": 230, "height": 50 }, { "width": 70, "height": 70 } ] },
            { "title": "Archive", "items": 9, "background": { "color": "systemMint" } }
          ]
        }
        """

    /// Seed 004's app-center screen: "My apps" on top with a header and a footer, then categories,
    /// each with its own colour, corner radius and margin, one of them on an image.
    static let appCenter = """
        {
          "layout": "flow",
          "backgroundColor": "systemGroupedBackground",
          "contentInset": { "top": 12, "left": 0, "bottom": 12, "right": 0 },
          "flow": {
            "itemSize": { "width": 64, "height": 80 },
            "minimumLineSpacing": 12, "minimumInteritemSpacing": 12,
            "sectionInset": { "top": 8, "left": 20, "bottom": 16, "right": 20 },
            "headerReferenceSize": { "width": 0, "height": 36 }
          },
          "background": { "cover": "section", "includeHeader": true },
          "sections": [
            { "title": "My apps", "items": 8, "footerReferenceSize": { "width": 0, "height": 28 },
              "background": { "includeFooter": true, "whenEmpty": true, "color": "systemBlue", "cornerRadius": 16,
                              "margin": { "top": 4, "left": 8, "bottom": 4, "right": 8 } } },
            { "title": "Games", "items": 6,
              "background": { "color": "systemOrange", "cornerRadius": 12, "image": "stripes",
                              "margin": { "top": 8, "left": 12, "bottom": 8, "right": 12 } } },
            { "title": "Productivity", "items": 5,
              "background": { "color": "systemTeal", "cornerRadius": 6,
                              "margin": { "top": 8, "left": 16, "bottom": 8, "right": 16 } } },
            { "title": "Social", "items": 3,
              "background": { "color": "systemPink", "cornerRadius": 20,
                              "margin": { "top": 8, "left": 4, "bottom": 8, "right": 4 } } }
          ]
        }
        """

    /// Seed 002's first layout (`NSCollectionLayoutDecorationItem` backgrounds): a full-width square and
    /// two half-width squares, each scrolling sideways in its section, on red and yellow backgrounds.
    static let compositional = """
        {
          "layout": "compositional",
          "sections": [
            {
              "title": "Square", "items": 1, "orthogonalScrollingBehavior": "continuous",
              "contentInsets": { "top": 0, "leading": 10, "bottom": 0, "trailing": 10 },
              "group": {
                "axis": "horizontal", "width": { "fractionalWidth": 1 }, "height": { "estimated": 100 },
                "item": { "width": { "fractionalWidth": 1 }, "height": { "fractionalWidth": 1 },
                          "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 } }
              },
              "background": { "color": "red", "cornerRadius": 10 }
            },
            {
              "title": "Halves", "items": 3, "orthogonalScrollingBehavior": "continuous",
              "contentInsets": { "top": 0, "leading": 10, "bottom": 0, "trailing": 10 },
              "group": {
                "axis": "horizontal", "width": { "fractionalWidth": 1 }, "height": { "estimated": 100 },
                "item": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalWidth": 0.5 },
                          "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 } }
              },
              "background": { "color": "yellow" }
            }
          ]
        }
        """

    /// Seed 002's second layout: four items in rows of three equal slots, on a red rounded background
    /// inset like the items.
    static let compositionalGrid = """
        {
          "layout": "compositional",
          "sections": [
            {
              "title": "Grid", "items": 4,
              "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 },
              "group": {
                "axis": "horizontal", "width": { "fractionalWidth": 1 }, "height": { "absolute": 150 },
                "count": 3, "interItemSpacing": { "fixed": 10 },
                "item": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } }
              },
              "background": { "color": "red", "cornerRadius": 10,
                              "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 } }
            }
          ]
        }
        """

    /// 1,000 sections × 1,000 items, six colours in turn.
    static func large() -> String {
        let colors = ["systemBlue", "systemGreen", "systemOrange", "systemPurple", "systemTeal", "systemPink"]
        let sections = (0..<1_000).map { index in
            "    { \"title\": \"Section \(index + 1)\", \"items\": 1000, \"background\": { \"color\": \"\(colors[index % colors.count])\" } }"
        }
        return """
            {
              "layout": "flow",
              "flow": {
                "itemSize": { "width": 40, "height": 40 },
                "minimumLineSpacing": 6, "minimumInteritemSpacing": 6,
                "sectionInset": { "top": 8, "left": 8, "bottom": 8, "right": 8 },
                "headerReferenceSize": { "width": 0, "height": 24 }
              },
              "background": { "cover": "section", "cornerRadius": 8 },
              "sections": [
            \(sections.joined(separator: ",\n"))
              ]
            }
            """
    }
}
