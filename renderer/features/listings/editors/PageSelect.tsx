interface PageSelectProps {
  pages: readonly { id: string; title: string }[];
  value: string;
  onChange: (pageId: string) => void;
}

/** "Link to a page": one of the user's pages, or none. Disabled with "No pages yet" when there are none. */
export function PageSelect({ pages, value, onChange }: PageSelectProps) {
  const none = pages.length === 0;
  return (
    <div className="field">
      <label className="field-label" htmlFor="link-page">
        Link to a page
      </label>
      <select id="link-page" className="input select" value={none ? '' : value} disabled={none} onChange={(e) => onChange(e.target.value)}>
        {none ? (
          <option value="">No pages yet</option>
        ) : (
          <>
            <option value="">No page</option>
            {pages.map((page) => (
              <option key={page.id} value={page.id}>
                {page.title}
              </option>
            ))}
          </>
        )}
      </select>
    </div>
  );
}
