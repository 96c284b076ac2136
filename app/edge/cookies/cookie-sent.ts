/** Whether the request carries a cookie of that name (its value unread). */
export function cookieSent(request: Request, name: string): boolean {
  return (request.headers.get("Cookie") ?? "").split(";").some((pair) => pair.trim().startsWith(`${name}=`));
}
